import { lazy, Suspense } from "react";
import { cn } from "../../lib/cn";
import "./editor.css";
import { EDITABLE_PLACEHOLDER, READONLY_PLACEHOLDER } from "./placeholders";
import type { RichTextEditorProps } from "./rich-text-editor";

// Tiptap and ProseMirror are the app's biggest dependency (~140 KB gzipped); the lists and the board never
// show an editor, so it loads the first time a screen does (issue detail, a create or draft dialog).
const Editor = lazy(() => import("./rich-text-editor").then((module) => ({ default: module.RichTextEditor })));

/** The rich-text editor, fetched on first use; until it arrives its content shows read-only in its place. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPending {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** Same box as the editor (toolbar row, prose area) so nothing jumps when it takes over. */
function EditorPending({ value, placeholder, editable = true, showToolbar = true, className }: RichTextEditorProps) {
  const empty = value === "" || value === "<p></p>";
  return (
    <div className={cn("flex flex-col gap-1", className)} aria-busy="true">
      {editable && showToolbar && <div className="h-6" />}
      <div className="hangar-prose min-h-16 text-sm text-fg">
        {empty ? (
          <p className="text-fg-subtle">{placeholder ?? (editable ? EDITABLE_PLACEHOLDER : READONLY_PLACEHOLDER)}</p>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes rich text on write, as CommentBody relies on
          <div dangerouslySetInnerHTML={{ __html: value }} />
        )}
      </div>
    </div>
  );
}
