import { PluginKey } from "@tiptap/pm/state";
import { type Editor, Extension, type Range } from "@tiptap/react";
import Suggestion, { type SuggestionOptions } from "@tiptap/suggestion";
import type { EditorHost } from "./editor-host";
import { pickImage } from "./extensions/image-upload";
import { insertTable } from "./extensions/table";

export type SlashCommand = { id: string; label: string; hint: string; run: (editor: Editor) => void };

export const SLASH_COMMANDS: SlashCommand[] = [
  { id: "text", label: "Text", hint: "", run: (e) => e.chain().focus().setParagraph().run() },
  { id: "h1", label: "Heading 1", hint: "#", run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run() },
  { id: "h2", label: "Heading 2", hint: "##", run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { id: "h3", label: "Heading 3", hint: "###", run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { id: "bullet", label: "Bullet list", hint: "-", run: (e) => e.chain().focus().toggleBulletList().run() },
  { id: "ordered", label: "Numbered list", hint: "1.", run: (e) => e.chain().focus().toggleOrderedList().run() },
  { id: "todo", label: "Task list", hint: "[]", run: (e) => e.chain().focus().toggleTaskList().run() },
  { id: "quote", label: "Quote", hint: ">", run: (e) => e.chain().focus().toggleBlockquote().run() },
  { id: "code", label: "Code block", hint: "```", run: (e) => e.chain().focus().toggleCodeBlock().run() },
  { id: "divider", label: "Divider", hint: "---", run: (e) => e.chain().focus().setHorizontalRule().run() },
  { id: "table", label: "Table", hint: "", run: (e) => insertTable(e) },
  { id: "callout", label: "Callout", hint: "", run: (e) => e.chain().focus().toggleWrap("callout").run() },
];

/** The commands that need the host: images need an upload, issues a list of issues to pick from. */
export function commandsFor(host: EditorHost): SlashCommand[] {
  const { uploadImage, issues } = host;
  return [
    ...SLASH_COMMANDS,
    ...(uploadImage ? [{ id: "image", label: "Image", hint: "", run: (e: Editor) => pickImage(e, uploadImage) }] : []),
    // A "#" opens the issue picker (extensions/issue-embed.tsx).
    ...(issues
      ? [{ id: "issue", label: "Issue", hint: "#", run: (e: Editor) => e.chain().focus().insertContent("#").run() }]
      : []),
  ];
}

export function filterCommands(query: string, commands: SlashCommand[] = SLASH_COMMANDS): SlashCommand[] {
  const q = query.trim().toLowerCase();
  return q ? commands.filter((c) => c.label.toLowerCase().includes(q) || c.id.startsWith(q)) : commands;
}

/** Names the slash menu's plugin, so the menu can close it (Esc). */
export const SLASH_COMMANDS_KEY = new PluginKey("slashCommands");

type SlashOptions = {
  render: SuggestionOptions<SlashCommand, SlashCommand>["render"];
  commands: () => SlashCommand[];
};

/** "/" opens a menu of block types; choosing one removes the typed "/query" and converts the block. */
export const SlashCommands = Extension.create<SlashOptions>({
  name: "slashCommands",
  addOptions() {
    return { render: undefined, commands: () => SLASH_COMMANDS };
  },
  addProseMirrorPlugins() {
    return [
      Suggestion<SlashCommand, SlashCommand>({
        editor: this.editor,
        pluginKey: SLASH_COMMANDS_KEY,
        char: "/",
        allowSpaces: false,
        items: ({ query }) => filterCommands(query, this.options.commands()),
        command: ({ editor, range, props }: { editor: Editor; range: Range; props: SlashCommand }) => {
          editor.chain().focus().deleteRange(range).run();
          props.run(editor);
        },
        render: this.options.render,
      }),
    ];
  },
});
