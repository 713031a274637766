import { LINK_URL_MAX, normalizeLinkUrl } from "@hangar/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { FieldError } from "../../../../components/ui/field-error";
import { Input } from "../../../../components/ui/input";
import { errorMessage } from "../../../../lib/api";
import { withoutFieldPrefix } from "../../lib/issue-link";

type LinkFormProps = {
  initial?: { url: string; title: string | null };
  submitLabel: string;
  onSubmit: (values: { url: string; title: string | null }) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * The server decides which URLs are acceptable (http and https only); its answer shows under the field.
 * A URL typed without a scheme gets https:// here too (the server does the same), so the field shows
 * what is saved.
 */
export function LinkForm({ initial, submitLabel, onSubmit, onCancel }: LinkFormProps) {
  const [url, setUrl] = useState(initial?.url ?? "");
  const [title, setTitle] = useState(initial?.title ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) {
      setError("URL is required");
      return;
    }
    const normalized = normalizeLinkUrl(url);
    setUrl(normalized);
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ url: normalized, title: title.trim() || null });
      onCancel();
    } catch (failure) {
      setError(withoutFieldPrefix(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
      className="space-y-1.5 rounded-md border border-border p-2"
    >
      <Input
        autoFocus
        aria-label="Link URL"
        placeholder="https://…"
        value={url}
        maxLength={LINK_URL_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setUrl(event.target.value)}
        onBlur={() => setUrl((value) => normalizeLinkUrl(value))}
        className="h-7"
      />
      <FieldError id={errorId}>{error}</FieldError>
      <Input
        aria-label="Link title"
        placeholder="Title (optional)"
        value={title}
        maxLength={255}
        onChange={(event) => setTitle(event.target.value)}
        className="h-7"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
