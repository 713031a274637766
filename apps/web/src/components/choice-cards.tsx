import type { LucideIcon } from "lucide-react";
import { type InputHTMLAttributes, useId } from "react";
import { FieldError } from "./ui/field-error";

export type ChoiceCard<Value extends string | number> = {
  value: Value;
  label: string;
  description: string;
  icon: LucideIcon;
};

type ChoiceCardsProps<Value extends string | number> = {
  legend: string;
  options: readonly ChoiceCard<Value>[];
  /** The radio's own props for one option: a form registration, or `checked` and `onChange`. */
  input: (option: ChoiceCard<Value>) => InputHTMLAttributes<HTMLInputElement>;
  error?: string;
};

/** Two or more side-by-side radio cards (icon, label, one line of description): public or private, and the like. */
export function ChoiceCards<Value extends string | number>({ legend, options, input, error }: ChoiceCardsProps<Value>) {
  const id = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-border bg-surface px-2.5 py-2 hover:border-border-strong has-checked:border-accent has-checked:bg-accent-soft has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <input
              type="radio"
              aria-labelledby={`${id}-${option.value}-label`}
              aria-describedby={`${id}-${option.value}`}
              className="mt-0.5 accent-(--accent)"
              {...input(option)}
            />
            <span className="min-w-0">
              <span id={`${id}-${option.value}-label`} className="flex items-center gap-1 text-sm font-medium text-fg">
                <option.icon className="size-3.5 text-fg-muted" aria-hidden />
                {option.label}
              </span>
              <span id={`${id}-${option.value}`} className="block text-xs text-fg-muted">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
