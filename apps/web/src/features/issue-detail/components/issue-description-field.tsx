import { useCallback, useEffect, useRef, useState } from "react";
import { type EditorIssues, type Mentionable, RichTextEditor, type UploadImage } from "../../../components/editor";

type SaveStatus = "idle" | "pending" | "saving" | "saved" | "failed";

type IssueDescriptionFieldProps = {
  issueId: string;
  value: string;
  readOnly: boolean;
  mentionables: Mentionable[];
  /** Takes the issue id because a save may land after the field moved on to another issue. */
  onSave: (issueId: string, html: string) => Promise<void>;
  /** Images go in as the issue's attachments. */
  uploadImage?: UploadImage;
  /** Issues to embed by `#` or key. */
  issues?: EditorIssues;
};

export const DESCRIPTION_SAVE_DELAY_MS = 1000;

const statusText: Record<SaveStatus, string> = {
  idle: "",
  pending: "Saving…",
  saving: "Saving…",
  saved: "Saved",
  failed: "Not saved",
};

/** Saves about a second after typing stops, and at once when the view closes with a change pending. */
export function IssueDescriptionField({
  issueId,
  value,
  readOnly,
  mentionables,
  onSave,
  uploadImage,
  issues,
}: IssueDescriptionFieldProps) {
  const [status, setStatus] = useState<SaveStatus>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ issueId: string; html: string } | null>(null);
  const saveRef = useRef(onSave);
  saveRef.current = onSave;

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const change = pending.current;
    if (change === null) return;
    pending.current = null;
    setStatus("saving");
    try {
      await saveRef.current(change.issueId, change.html);
      setStatus((s) => (s === "saving" ? "saved" : s));
    } catch {
      setStatus("failed");
    }
  }, []);

  useEffect(
    () => () => {
      void flush();
    },
    [flush],
  );

  // The same field instance may be handed another issue (peek moving between issues): save the old one first.
  const shownIssue = useRef(issueId);
  useEffect(() => {
    if (shownIssue.current === issueId) return;
    shownIssue.current = issueId;
    void flush();
    setStatus("idle");
  }, [issueId, flush]);

  function onChange(html: string) {
    if (html === value && pending.current === null) return;
    pending.current = { issueId, html };
    setStatus("pending");
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DESCRIPTION_SAVE_DELAY_MS);
  }

  return (
    <div className="space-y-1">
      <RichTextEditor
        key={issueId}
        ariaLabel="Issue description"
        value={value}
        editable={!readOnly}
        onChange={onChange}
        onBlur={() => void flush()}
        mentionables={mentionables}
        uploadImage={readOnly ? undefined : uploadImage}
        issues={issues}
      />
      {!readOnly && (
        <p className="h-4 text-right text-2xs text-fg-subtle" aria-live="polite">
          {statusText[status]}
        </p>
      )}
    </div>
  );
}
