import { documentExtensions } from "@hangar/editor";
import { getSchema } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html/server";
import { Node } from "@tiptap/pm/model";
import { prosemirrorJSONToYDoc, updateYFragment, yXmlFragmentToProsemirrorJSON } from "@tiptap/y-tiptap";
import * as Y from "yjs";

/**
 * A page's content as a Yjs document and back, with the schema the web editor uses (packages/editor), so
 * what the server writes the editor reads and the other way round. The editor's Collaboration extension
 * keeps the document in the XML fragment named `default`.
 */
export const PAGE_FRAGMENT = "default";

const extensions = documentExtensions({ history: false });
const schema = getSchema(extensions);

export type DocumentForms = { html: string; json: Record<string, unknown> };

const htmlToNode = (html: string) => Node.fromJSON(schema, generateJSON(html || "<p></p>", extensions));

/** A new Yjs document holding this HTML (a page that had only HTML, opened for the first time). */
export function yDocFromHtml(html: string): Y.Doc {
  return prosemirrorJSONToYDoc(schema, htmlToNode(html).toJSON(), PAGE_FRAGMENT);
}

/** The document's content as HTML (not yet sanitized) and ProseMirror JSON. */
export function formsOf(doc: Y.Doc): DocumentForms {
  const json = yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(PAGE_FRAGMENT)) as Record<string, unknown>;
  const content = json.content as unknown[] | undefined;
  // An empty fragment is an empty document: the schema wants one paragraph.
  const whole = content && content.length > 0 ? json : { type: "doc", content: [{ type: "paragraph" }] };
  return { html: generateHTML(whole, extensions), json: whole };
}

/**
 * Makes the document hold this HTML with the fewest changes (unchanged blocks and text stay the same Yjs
 * items), inside one transaction with `origin`. Edits others make concurrently outside what changed survive
 * the merge, which a wholesale replacement would not allow.
 */
export function replaceContent(doc: Y.Doc, html: string, origin?: unknown) {
  const node = htmlToNode(html);
  doc.transact(() => {
    updateYFragment(doc, doc.getXmlFragment(PAGE_FRAGMENT), node, { mapping: new Map(), isOMark: new Map() } as never);
  }, origin);
}

/** A stored binary as a Yjs document, or null when it is not one (bytes an API client sent as-is). */
export function decodeYDoc(binary: Uint8Array | null | undefined): Y.Doc | null {
  if (!binary || binary.length === 0) return null;
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, binary);
  } catch {
    doc.destroy();
    return null;
  }
  // Yjs skips what it cannot place rather than throwing, so bytes that decode to nothing are not a document.
  if (doc.getXmlFragment(PAGE_FRAGMENT).length === 0 && doc.store.clients.size === 0) {
    doc.destroy();
    return null;
  }
  return doc;
}

export const encodeYDoc = (doc: Y.Doc) => Buffer.from(Y.encodeStateAsUpdate(doc));
