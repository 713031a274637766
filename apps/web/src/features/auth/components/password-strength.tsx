import { type PasswordStrength, passwordStrength } from "@hangar/contracts";
import { cn } from "../../../lib/cn";

const META: Record<PasswordStrength, { filled: number; bar: string; text: string; tone: string }> = {
  empty: {
    filled: 0,
    bar: "",
    text: "Use at least 8 characters with three of: lowercase, uppercase, numbers and symbols.",
    tone: "text-fg-subtle",
  },
  "length not valid": {
    filled: 1,
    bar: "bg-danger",
    text: "Too short — use at least 8 characters.",
    tone: "text-danger",
  },
  "strength not valid": {
    filled: 2,
    bar: "bg-warning",
    text: "Too weak — mix three of: lowercase, uppercase, numbers and symbols.",
    tone: "text-warning",
  },
  "strength valid": { filled: 3, bar: "bg-success", text: "Strong password.", tone: "text-success" },
};

type PasswordStrengthMeterProps = { password: string; id?: string };

/** The spec's four strength states, judged by the same rule the server applies. */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const strength = passwordStrength(password);
  const meta = META[strength];
  return (
    <div id={id} className="flex flex-col gap-1.5" data-strength={strength}>
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className={cn("h-1 flex-1 rounded-full transition-colors", i < meta.filled ? meta.bar : "bg-surface-active")}
          />
        ))}
      </div>
      <p className={cn("text-xs", meta.tone)} aria-live="polite">
        {meta.text}
      </p>
    </div>
  );
}

export function isStrongPassword(password: string): boolean {
  return passwordStrength(password) === "strength valid";
}
