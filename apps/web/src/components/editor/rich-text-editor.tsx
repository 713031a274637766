import { documentExtensions, UserMention } from "@hangar/editor";
import type { AnyExtension } from "@tiptap/core";
import Placeholder from "@tiptap/extension-placeholder";
import { PluginKey } from "@tiptap/pm/state";
import { EditorContent, Extension, type UseEditorOptions, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Avatar } from "../ui/avatar";
import "./editor.css";
import { EditorHostContext, type EditorIssues, type IssueOption } from "./editor-host";
import { EditorToolbar } from "./editor-toolbar";
import { EditableCallout } from "./extensions/callout";
import { HighlightedCodeBlock } from "./extensions/code-block";
import { ImageUpload, type UploadImage } from "./extensions/image-upload";
import { EditableIssueEmbed, ISSUE_SUGGESTION_KEY, IssueSuggestion } from "./extensions/issue-embed";
import { EditableTable } from "./extensions/table";
import type { Mentionable } from "./mention-node";
import { EDITABLE_PLACEHOLDER, READONLY_PLACEHOLDER } from "./placeholders";
import { commandsFor, SLASH_COMMANDS_KEY, type SlashCommand, SlashCommands } from "./slash-commands";
import { SuggestionMenu, type SuggestionMenuHandle, type SuggestionMenuState, suggestionRenderer } from "./suggestion-menu";

export type { Mentionable } from "./mention-node";

export type RichTextEditorProps = {
  /** HTML; "" for empty. */
  value: string;
  onChange?: (html: string) => void;
  /** The document as ProseMirror JSON, on every change (just before `onChange`), for callers that store it. */
  onDocumentChange?: (json: Record<string, unknown>) => void;
  placeholder?: string;
  editable?: boolean;
  /** Cmd/Ctrl+Enter. */
  onSubmit?: () => void;
  onBlur?: () => void;
  mentionables?: Mentionable[];
  ariaLabel: string;
  /** Hides the formatting toolbar (e.g. compact comment boxes that render their own). */
  showToolbar?: boolean;
  autoFocus?: boolean;
  className?: string;
  /** Uploads a pasted, dropped or picked image (the attachment flow); without it the editor takes no images. */
  uploadImage?: UploadImage;
  /** Issues to embed by `#` or key, and the chip that shows one; without them the editor embeds none. */
  issues?: EditorIssues;
  /**
   * Extensions binding the editor to a shared document (Tiptap Collaboration and its caret): the document
   * then holds the content and the history, so `value` only seeds the fallback view and is not applied.
   */
  collaboration?: AnyExtension[];
};

const MAX_MENTION_RESULTS = 8;
/** Names the mention list's plugin, so the list can close it (Esc). */
const MENTION_KEY = new PluginKey("mentionSuggestion");

/**
 * No text and nothing but paragraphs. Tiptap's `isEmpty` also calls a table of empty cells empty, which
 * would report a freshly inserted table as "".
 */
function isBlank(editor: {
  isEmpty: boolean;
  state: { doc: { forEach: (f: (n: { type: { name: string } }) => void) => void } };
}) {
  if (!editor.isEmpty) return false;
  let onlyParagraphs = true;
  editor.state.doc.forEach((node) => {
    if (node.type.name !== "paragraph") onlyParagraphs = false;
  });
  return onlyParagraphs;
}

function isEmptyHtml(html: string): boolean {
  return html === "" || html === "<p></p>";
}

export function RichTextEditor({
  value,
  onChange,
  onDocumentChange,
  placeholder,
  editable = true,
  onSubmit,
  onBlur,
  mentionables = [],
  ariaLabel,
  showToolbar = true,
  autoFocus = false,
  className,
  uploadImage,
  issues,
  collaboration,
}: RichTextEditorProps) {
  const [menu, setMenu] = useState<SuggestionMenuState | null>(null);
  const menuRef = useRef<SuggestionMenuHandle | null>(null);
  // The editor is built once; callbacks and lists that change later are read through refs.
  const latest = useRef({ onChange, onDocumentChange, onSubmit, onBlur, mentionables, uploadImage, issues });
  latest.current = { onChange, onDocumentChange, onSubmit, onBlur, mentionables, uploadImage, issues };
  // The parent echoes our own changes back through `value`, sometimes a keystroke late; those echoes
  // must not overwrite what was typed since.
  const emitted = useRef<string[]>([value]);
  const placeholderRef = useRef(placeholder);
  placeholderRef.current = placeholder ?? (editable ? EDITABLE_PLACEHOLDER : READONLY_PLACEHOLDER);

  // Built once: new option objects on every render would make Tiptap reconfigure the view mid-typing.
  const [options] = useState<UseEditorOptions>(() => ({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editable,
    autofocus: autoFocus ? "end" : false,
    ...(collaboration ? {} : { content: value }),
    editorProps: {
      attributes: {
        "aria-label": ariaLabel,
        role: "textbox",
        "aria-multiline": "true",
        class: "hangar-prose min-h-16 outline-none",
      },
    },
    extensions: [
      ...documentExtensions({
        overrides: {
          codeBlock: HighlightedCodeBlock,
          table: EditableTable,
          callout: EditableCallout,
          issueEmbed: EditableIssueEmbed,
        },
        history: !collaboration,
        mention: UserMention.configure({
          suggestion: {
            char: "@",
            pluginKey: MENTION_KEY,
            items: ({ query }: { query: string }) => {
              const q = query.toLowerCase();
              return latest.current.mentionables
                .filter((m) => m.display_name.toLowerCase().includes(q))
                .slice(0, MAX_MENTION_RESULTS);
            },
            command: ({ editor: e, range, props }) => {
              const person = props as unknown as Mentionable;
              e.chain()
                .focus()
                .insertContentAt(range, [
                  { type: "mention", attrs: { id: person.id, label: person.display_name } },
                  { type: "text", text: " " },
                ])
                .run();
            },
            render: suggestionRenderer<Mentionable>(
              "mention",
              MENTION_KEY,
              (m) => ({
                id: m.id,
                label: m.display_name,
                icon: <Avatar name={m.display_name} src={m.avatar} size="xs" />,
              }),
              { setMenu, menuRef },
            ),
          },
        }),
      }),
      ...(collaboration ?? []),
      Placeholder.configure({ placeholder: () => placeholderRef.current ?? "", showOnlyWhenEditable: false }),
      ImageUpload.configure({ upload: () => latest.current.uploadImage }),
      IssueSuggestion.configure({
        issues: () => latest.current.issues,
        render: suggestionRenderer<IssueOption>(
          "issue",
          ISSUE_SUGGESTION_KEY,
          (o) => ({ id: o.id, label: o.name, hint: o.key }),
          { setMenu, menuRef },
        ),
      }),
      SlashCommands.configure({
        commands: () => commandsFor(latest.current),
        render: suggestionRenderer<SlashCommand>(
          "command",
          SLASH_COMMANDS_KEY,
          (c) => ({ id: c.id, label: c.label, hint: c.hint }),
          {
            setMenu,
            menuRef,
          },
        ),
      }),
      Extension.create({
        name: "submitShortcut",
        // Ahead of StarterKit's hard break, which also binds Mod-Enter.
        priority: 1000,
        addKeyboardShortcuts: () => ({
          "Mod-Enter": () => {
            if (!latest.current.onSubmit) return false;
            latest.current.onSubmit();
            return true;
          },
        }),
      }),
    ],
    onUpdate: ({ editor: e }) => {
      const html = isBlank(e) ? "" : e.getHTML();
      emitted.current = [...emitted.current.slice(-50), html];
      latest.current.onDocumentChange?.(e.getJSON());
      latest.current.onChange?.(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  }));
  const editor = useEditor(options);

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  // Outside changes (a live event, a reset after submit) replace the content; our own echo does not.
  useEffect(() => {
    if (collaboration || emitted.current.includes(value)) return;
    const current = isBlank(editor) ? "" : editor.getHTML();
    emitted.current = [value];
    if (current === value || (isEmptyHtml(value) && isBlank(editor))) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, collaboration]);

  const host = useMemo(() => ({ uploadImage, issues }), [uploadImage, issues]);
  return (
    <EditorHostContext.Provider value={host}>
      <div className={cn("flex flex-col gap-1", className)}>
        {editable && showToolbar && <EditorToolbar editor={editor} host={host} />}
        <EditorContent editor={editor} className="text-sm text-fg" />
        {menu && <SuggestionMenu ref={menuRef} menu={menu} />}
      </div>
    </EditorHostContext.Provider>
  );
}
