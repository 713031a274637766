import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { Bold, Code, Italic, List, ListOrdered, type LucideIcon, Quote, Strikethrough } from "lucide-react";
import { cn } from "../../lib/cn";

type Mark = { name: string; label: string; icon: LucideIcon; run: (editor: Editor) => void };

const MARKS: Mark[] = [
  { name: "bold", label: "Bold", icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  { name: "italic", label: "Italic", icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
  { name: "strike", label: "Strikethrough", icon: Strikethrough, run: (e) => e.chain().focus().toggleStrike().run() },
  { name: "code", label: "Code", icon: Code, run: (e) => e.chain().focus().toggleCode().run() },
  { name: "bulletList", label: "Bullet list", icon: List, run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: "orderedList", label: "Numbered list", icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run() },
  { name: "blockquote", label: "Quote", icon: Quote, run: (e) => e.chain().focus().toggleBlockquote().run() },
];

export function EditorToolbar({ editor }: { editor: Editor }) {
  // Only the active flags re-render the toolbar, not every keystroke's transaction.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => MARKS.map((mark) => e.isActive(mark.name)),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex items-center gap-0.5">
      {MARKS.map((mark, index) => (
        <button
          key={mark.name}
          type="button"
          aria-label={mark.label}
          title={mark.label}
          aria-pressed={active?.[index] ?? false}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => mark.run(editor)}
          className={cn(
            "inline-flex size-6 items-center justify-center rounded text-fg-muted hover:bg-surface-hover hover:text-fg",
            active?.[index] && "bg-surface-active text-fg",
          )}
        >
          <mark.icon className="size-3.5" aria-hidden />
        </button>
      ))}
    </div>
  );
}
