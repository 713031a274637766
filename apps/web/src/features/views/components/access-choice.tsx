import { VIEW_ACCESS, type ViewAccess } from "@hangar/contracts";
import { Globe2, Lock } from "lucide-react";
import { useId } from "react";

const OPTIONS = [
  { value: VIEW_ACCESS.PUBLIC, label: "Public", icon: Globe2 },
  { value: VIEW_ACCESS.PRIVATE, label: "Private", icon: Lock },
] as const;

/** Spec §3: access 0 public (everyone who can see the project or workspace), 1 private (only you). */
export function AccessChoice({
  value,
  onChange,
  scopeLabel,
}: {
  value: ViewAccess;
  onChange: (access: ViewAccess) => void;
  /** Who "everyone" is: "project" or "workspace". */
  scopeLabel: string;
}) {
  const id = useId();
  const descriptions: Record<ViewAccess, string> = {
    [VIEW_ACCESS.PUBLIC]: `Everyone in the ${scopeLabel} can see it`,
    [VIEW_ACCESS.PRIVATE]: "Only you can see it",
  };
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-xs font-medium text-fg-muted">Access</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-md border border-border bg-surface px-2.5 py-2 hover:border-border-strong has-checked:border-accent has-checked:bg-accent-soft"
          >
            <input
              type="radio"
              name={`${id}-access`}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${id}-${option.value}-label`}
              aria-describedby={`${id}-${option.value}`}
              className="mt-0.5 accent-(--accent)"
            />
            <span className="min-w-0">
              <span id={`${id}-${option.value}-label`} className="flex items-center gap-1 text-sm font-medium text-fg">
                <option.icon className="size-3.5 text-fg-muted" aria-hidden />
                {option.label}
              </span>
              <span id={`${id}-${option.value}`} className="block text-xs text-fg-muted">
                {descriptions[option.value]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
