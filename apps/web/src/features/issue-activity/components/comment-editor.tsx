import { useState } from "react";
import { type Mentionable, RichTextEditor } from "../../../components/editor/rich-text-editor";
import { Button } from "../../../components/ui/button";
import { isEmptyHtml } from "../lib/html";

type CommentEditorProps = {
  initialHtml: string;
  mentionables: Mentionable[];
  onSave: (html: string) => void;
  onCancel: () => void;
};

/** Inline editing of one comment; Cmd/Ctrl+Enter saves, Escape cancels. */
export function CommentEditor({ initialHtml, mentionables, onSave, onCancel }: CommentEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const empty = isEmptyHtml(html);

  function save() {
    if (!empty) onSave(html);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the editor cancels the edit
    <div
      className="rounded-md border border-border bg-canvas px-2 py-1.5 focus-within:border-border-strong"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <RichTextEditor
        value={html}
        onChange={setHtml}
        onSubmit={save}
        mentionables={mentionables}
        ariaLabel="Edit comment"
        placeholder="Edit comment…"
        showToolbar={false}
        autoFocus
      />
      <div className="mt-1.5 flex justify-end gap-1.5">
        <Button variant="ghost" size="xs" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="xs" onClick={save} disabled={empty}>
          Save
        </Button>
      </div>
    </div>
  );
}
