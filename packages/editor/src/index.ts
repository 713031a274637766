/**
 * The rich-text document's schema, shared by the web editor (which adds its menus, placeholders and node
 * views on top) and the server (which turns a co-edited Yjs document into the HTML and text that search,
 * mail and exports read). Both must build documents from the same node and mark types, or what one side
 * writes the other drops.
 */
import type { AnyExtension } from "@tiptap/core";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import StarterKit from "@tiptap/starter-kit";
import { Callout } from "./callout";
import { Image } from "./image";
import { IssueEmbed } from "./issue-embed";
import { Table, TableCell, TableHeader, TableRoles, TableRow } from "./table";
import { UserMention } from "./user-mention";

export { CALLOUT_COLORS, CALLOUT_EMOJIS, Callout, type CalloutColor, DEFAULT_CALLOUT } from "./callout";
export { Image } from "./image";
export { IssueEmbed, issueEmbedText } from "./issue-embed";
export { Table, TableCell, TableHeader, TableRoles, TableRow } from "./table";
export { UserMention } from "./user-mention";

/**
 * Node types the web replaces with an extended copy (same name, attributes and HTML; it adds node views,
 * commands and plugins). `codeBlock` replaces StarterKit's, e.g. with syntax highlighting.
 */
export type NodeOverrides = {
  codeBlock?: AnyExtension;
  table?: AnyExtension;
  callout?: AnyExtension;
  image?: AnyExtension;
  issueEmbed?: AnyExtension;
};

export type DocumentExtensionOptions = {
  /** Off when Yjs keeps the history (co-editing): each client undoes its own changes only. */
  history?: boolean;
  /** The mention node to use: the web passes `UserMention` configured with its suggestion list. */
  mention?: AnyExtension;
  overrides?: NodeOverrides;
};

/** The node and mark types of every Hangar rich text (issue descriptions, comments, pages, stickies). */
export function documentExtensions({
  history = true,
  mention = UserMention,
  overrides = {},
}: DocumentExtensionOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      link: { openOnClick: false },
      ...(history ? {} : { undoRedo: false }),
      ...(overrides.codeBlock ? { codeBlock: false } : {}),
    }),
    ...(overrides.codeBlock ? [overrides.codeBlock] : []),
    // Checklists: the server keeps `ul[data-type=taskList]` and `li[data-checked]` (apps/server/src/lib/sanitize.ts).
    TaskList,
    TaskItem.configure({ nested: true }),
    mention,
    overrides.table ?? Table,
    TableRow,
    TableHeader,
    TableCell,
    TableRoles,
    overrides.image ?? Image,
    overrides.callout ?? Callout,
    overrides.issueEmbed ?? IssueEmbed,
  ];
}
