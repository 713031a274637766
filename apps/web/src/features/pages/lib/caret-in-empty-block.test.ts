import { Editor } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import StarterKit from "@tiptap/starter-kit";
import { afterEach, describe, expect, it } from "vitest";
import * as Y from "yjs";
import "../../../components/editor/editor-test-shims";
import { CaretInEmptyBlock } from "./caret-in-empty-block";

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function editorOn(doc: Y.Doc) {
  const element = document.createElement("div");
  document.body.append(element);
  const editor = new Editor({
    element,
    extensions: [StarterKit.configure({ undoRedo: false }), Collaboration.configure({ document: doc }), CaretInEmptyBlock],
  });
  editors.push(editor);
  return editor;
}

/** Sends what each document has that the other lacks, as the live server relays it. */
function exchange(a: Y.Doc, b: Y.Doc) {
  const fromA = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const fromB = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, fromA);
  Y.applyUpdate(a, fromB);
}

const blocks = (editor: Editor) => editor.state.doc.children.map((node) => node.textContent);

describe("two people pressing Enter at the same spot at the same time", () => {
  // Yjs orders the two new paragraphs by client id: both orders.
  for (const [aliceId, bobId] of [
    [1, 2],
    [2, 1],
  ]) {
    it(`each types into the paragraph their own Enter made (client ids ${aliceId} and ${bobId})`, () => {
      const seed = new Y.Doc();
      editorOn(seed).commands.setContent("<p>Agenda</p><p>Intro:</p><p>Risks:</p>");
      const a = new Y.Doc();
      a.clientID = aliceId;
      const b = new Y.Doc();
      b.clientID = bobId;
      Y.applyUpdate(a, Y.encodeStateAsUpdate(seed));
      Y.applyUpdate(b, Y.encodeStateAsUpdate(seed));
      const alice = editorOn(a);
      const bob = editorOn(b);

      // Both at the end of "Intro:", both press Enter before hearing of the other's.
      for (const editor of [alice, bob]) {
        const endOfIntro = editor.state.doc.child(0).nodeSize + editor.state.doc.child(1).nodeSize - 1;
        editor.commands.setTextSelection(endOfIntro);
        editor.commands.splitBlock();
      }
      exchange(a, b);
      alice.commands.insertContent("Alice");
      bob.commands.insertContent("Bob");
      exchange(a, b);

      expect(blocks(alice)).toEqual(blocks(bob));
      expect(blocks(alice).slice(2, 4).sort()).toEqual(["Alice", "Bob"]);
    });
  }
});
