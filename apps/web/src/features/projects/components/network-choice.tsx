import { Globe2, Lock } from "lucide-react";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

const OPTIONS = [
  { value: "1", label: "Public", description: "Anyone in the workspace can find and join it", icon: Globe2 },
  { value: "0", label: "Private", description: "Only people added to it can see it", icon: Lock },
] as const;

/** Spec §3: network 1 public, 0 private. */
export function NetworkChoice({ register }: { register: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">Network</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-border bg-surface px-2.5 py-2 hover:border-border-strong has-checked:border-accent has-checked:bg-accent-soft"
          >
            <input
              type="radio"
              value={option.value}
              aria-labelledby={`${id}-${option.value}-label`}
              aria-describedby={`${id}-${option.value}`}
              className="mt-0.5 accent-(--accent)"
              {...register}
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
    </fieldset>
  );
}
