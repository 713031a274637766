import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Code,
  FileCode,
  ImagePlus,
  Italic,
  Lightbulb,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Strikethrough,
  Table as TableIcon,
} from "lucide-react";
import { cn } from "../../lib/cn";
import type { EditorHost } from "./editor-host";
import { pickImage } from "./extensions/image-upload";
import { insertTable, inTable, TABLE_ACTIONS } from "./extensions/table";

type Mark = { name: string; label: string; icon: LucideIcon; run: (editor: Editor) => void };

const MARKS: Mark[] = [
  { name: "bold", label: "Bold", icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  { name: "italic", label: "Italic", icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
  { name: "strike", label: "Strikethrough", icon: Strikethrough, run: (e) => e.chain().focus().toggleStrike().run() },
  { name: "code", label: "Code", icon: Code, run: (e) => e.chain().focus().toggleCode().run() },
  { name: "bulletList", label: "Bullet list", icon: List, run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: "orderedList", label: "Numbered list", icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run() },
  { name: "blockquote", label: "Quote", icon: Quote, run: (e) => e.chain().focus().toggleBlockquote().run() },
  { name: "codeBlock", label: "Code block", icon: FileCode, run: (e) => e.chain().focus().toggleCodeBlock().run() },
  { name: "callout", label: "Callout", icon: Lightbulb, run: (e) => e.chain().focus().toggleWrap("callout").run() },
  { name: "table", label: "Insert table", icon: TableIcon, run: (e) => insertTable(e) },
];

const buttonClass = "inline-flex size-6 items-center justify-center rounded text-fg-muted hover:bg-surface-hover hover:text-fg";

export function EditorToolbar({ editor, host = {} }: { editor: Editor; host?: EditorHost }) {
  // Only the active flags re-render the toolbar, not every keystroke's transaction.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ active: MARKS.map((mark) => e.isActive(mark.name)), table: inTable(e) }),
  });
  const { uploadImage } = host;
  return (
    <div className="flex flex-col gap-0.5 print:hidden">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5">
        {MARKS.map((mark, index) => (
          <button
            key={mark.name}
            type="button"
            aria-label={mark.label}
            title={mark.label}
            aria-pressed={mark.name === "table" ? undefined : (state?.active[index] ?? false)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => mark.run(editor)}
            className={cn(buttonClass, state?.active[index] && mark.name !== "table" && "bg-surface-active text-fg")}
          >
            <mark.icon className="size-3.5" aria-hidden />
          </button>
        ))}
        {uploadImage && (
          <button
            type="button"
            aria-label="Insert image"
            title="Insert image"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pickImage(editor, uploadImage)}
            className={buttonClass}
          >
            <ImagePlus className="size-3.5" aria-hidden />
          </button>
        )}
      </div>
      {state?.table && (
        <div role="toolbar" aria-label="Table" className="flex flex-wrap items-center gap-1 text-xs">
          {TABLE_ACTIONS.map((action) => (
            <button
              key={action.id}
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => action.run(editor)}
              className="rounded px-1.5 py-0.5 text-fg-muted hover:bg-surface-hover hover:text-fg"
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
