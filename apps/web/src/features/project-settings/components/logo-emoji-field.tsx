import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { LOGO_EMOJIS } from "../lib/project-logo";

type LogoEmojiFieldProps = { value: string; onChange: (emoji: string) => void; error?: string };

export function LogoEmojiField({ value, onChange, error }: LogoEmojiFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-xs font-medium text-fg-muted">
        Logo emoji <span className="font-normal text-fg-subtle">(optional)</span>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value.trim().slice(0, 16))}
          placeholder="🙂"
          className="w-14 text-center text-base"
          aria-invalid={error ? true : undefined}
        />
        <fieldset aria-label="Suggested emojis" className="m-0 flex min-w-0 flex-wrap gap-0.5 border-0 p-0">
          {LOGO_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={`Use ${emoji} as logo`}
              aria-pressed={value === emoji}
              onClick={() => onChange(emoji)}
              className="flex size-7 cursor-pointer items-center justify-center rounded text-base hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed aria-pressed:bg-accent-soft"
            >
              {emoji}
            </button>
          ))}
        </fieldset>
        {value && (
          <Button variant="ghost" size="xs" onClick={() => onChange("")}>
            Remove logo
          </Button>
        )}
      </div>
      <FieldError>{error}</FieldError>
    </div>
  );
}
