import { ISSUE_NAME_MAX } from "@hangar/contracts";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { FieldError } from "../../../components/ui/field-error";

type IssueTitleFieldProps = {
  name: string;
  readOnly: boolean;
  onSave: (name: string) => void;
};

function problemWith(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return "Title is required";
  if (trimmed.length > ISSUE_NAME_MAX) return `Title can be at most ${ISSUE_NAME_MAX} characters`;
  return null;
}

/** The title edits in place: Enter or leaving the field saves, Escape puts the saved title back. */
export function IssueTitleField({ name, readOnly, onSave }: IssueTitleFieldProps) {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const editing = useRef(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();

  // A rename from elsewhere (live event, rollback) shows unless the user is mid-edit.
  useEffect(() => {
    if (!editing.current) setDraft(name);
  }, [name]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text the textarea renders
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight}px`;
  }, [draft]);

  if (readOnly) return <h1 className="text-xl font-semibold break-words text-fg">{name}</h1>;

  function commit() {
    const problem = problemWith(draft);
    setError(problem);
    if (problem) return;
    editing.current = false;
    const trimmed = draft.trim();
    setDraft(trimmed);
    if (trimmed !== name) onSave(trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
      if (!problemWith(draft)) ref.current?.blur();
    } else if (event.key === "Escape") {
      event.preventDefault();
      editing.current = false;
      setDraft(name);
      setError(null);
      ref.current?.blur();
    }
  }

  return (
    <div className="space-y-1">
      <textarea
        ref={ref}
        rows={1}
        aria-label="Issue title"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        onChange={(event) => {
          editing.current = true;
          setDraft(event.target.value.replace(/\n/g, " "));
          if (error) setError(problemWith(event.target.value));
        }}
        onBlur={() => {
          if (editing.current) commit();
        }}
        onKeyDown={onKeyDown}
        className="-mx-1.5 w-[calc(100%+0.75rem)] resize-none overflow-hidden rounded bg-transparent px-1.5 py-0.5 text-xl font-semibold text-fg hover:bg-surface-hover/60 focus:bg-transparent focus:ring-2 focus:ring-ring focus:outline-none aria-invalid:ring-2 aria-invalid:ring-danger/40"
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
