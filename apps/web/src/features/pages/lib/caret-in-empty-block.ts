import { Extension } from "@tiptap/core";
import { type EditorState, Plugin, PluginKey, TextSelection, type Transaction } from "@tiptap/pm/state";
import { type ProsemirrorBinding, relativePositionToAbsolutePosition, ySyncPluginKey } from "@tiptap/y-tiptap";

type SyncState = { binding?: ProsemirrorBinding | null };

const isRemote = (tr: Transaction) =>
  Boolean((tr.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined)?.isChangeOrigin);

/**
 * Where the Yjs position of the caret held before a remote change says it is now, when the caret sat alone in
 * an empty textblock; null when it says nothing usable.
 */
function yjsCaretInEmptyBlock(oldState: EditorState, newState: EditorState): number | null {
  const { selection } = oldState;
  if (!selection.empty || selection.$head.parent.content.size !== 0 || !selection.$head.parent.isTextblock) return null;
  const binding = (ySyncPluginKey.getState(newState) as SyncState | undefined)?.binding;
  const before = binding?.beforeTransactionSelection;
  if (!binding || !before || before.type !== "text" || before.head == null) return null;
  const pos = relativePositionToAbsolutePosition(binding.doc, binding.type, before.head, binding.mapping);
  if (pos === null || pos > newState.doc.content.size) return null;
  const block = newState.doc.resolve(pos).parent;
  return block.isTextblock && block.content.size === 0 && block.type === selection.$head.parent.type ? pos : null;
}

/**
 * Keeps a caret in the empty block it was in when a co-editor's change arrives.
 *
 * y-tiptap puts the caret back from its Yjs relative position, which names the exact block, then second-guesses
 * it by content: a caret at the start of a block is moved to "the n-th block of that type with the same text".
 * For an empty block that text is "", so when two people press Enter at the same spot at once, each making a new
 * empty paragraph, both carets go to the first empty one and one person types into the other's line. Content
 * cannot tell empty blocks apart; the Yjs position can, so for a caret in an empty block it wins.
 */
export const CaretInEmptyBlock = Extension.create({
  name: "caretInEmptyBlock",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("caretInEmptyBlock"),
        appendTransaction(transactions, oldState, newState) {
          if (!transactions.some(isRemote)) return null;
          const pos = yjsCaretInEmptyBlock(oldState, newState);
          if (pos === null || pos === newState.selection.head) return null;
          return newState.tr.setSelection(TextSelection.create(newState.doc, pos)).setMeta("addToHistory", false);
        },
      }),
    ];
  },
});
