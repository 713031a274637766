/**
 * The rich-text document's schema, shared by the web editor (which adds its menus, placeholders and node
 * views on top) and the server (which turns a co-edited Yjs document into the HTML and text that search,
 * mail and exports read). Both must build documents from the same node and mark types, or what one side
 * writes the other drops.
 */
import type { AnyExtension } from "@tiptap/core";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import StarterKit from "@tiptap/starter-kit";
import { UserMention } from "./user-mention";

export { UserMention } from "./user-mention";

export type DocumentExtensionOptions = {
  /** Off when Yjs keeps the history (co-editing): each client undoes its own changes only. */
  history?: boolean;
  /** The mention node to use: the web passes `UserMention` configured with its suggestion list. */
  mention?: AnyExtension;
};

/** The node and mark types of every Hangar rich text (issue descriptions, comments, pages, stickies). */
export function documentExtensions({ history = true, mention = UserMention }: DocumentExtensionOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({ link: { openOnClick: false }, ...(history ? {} : { undoRedo: false }) }),
    // Checklists: the server keeps `ul[data-type=taskList]` and `li[data-checked]` (apps/server/src/lib/sanitize.ts).
    TaskList,
    TaskItem.configure({ nested: true }),
    mention,
  ];
}
