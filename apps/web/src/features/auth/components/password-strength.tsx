import { type PasswordCheck, type PasswordStrength, weakPasswordMessage } from "@hangar/contracts";
import { cn } from "../../../lib/cn";

const TONE: Record<PasswordStrength | "checking", { bar: string; text: string }> = {
  empty: { bar: "", text: "text-fg-subtle" },
  checking: { bar: "bg-fg-subtle", text: "text-fg-subtle" },
  "length not valid": { bar: "bg-danger", text: "text-danger" },
  "strength not valid": { bar: "bg-warning", text: "text-warning" },
  "strength valid": { bar: "bg-success", text: "text-success" },
};

function describe(
  check: PasswordCheck | null,
  unavailable: boolean,
): { state: PasswordStrength | "checking"; filled: number; text: string } {
  if (!check)
    return {
      state: "checking",
      filled: 0,
      text: unavailable
        ? "The strength check could not load; the password is checked when you submit."
        : "Checking the password's strength…",
    };
  switch (check.strength) {
    case "empty":
      return { state: "empty", filled: 0, text: "Use at least 8 characters. A phrase of a few uncommon words is strongest." };
    case "length not valid":
      return { state: "length not valid", filled: 1, text: "Too short — use at least 8 characters." };
    case "strength not valid":
      return { state: "strength not valid", filled: Math.max(1, check.score ?? 1), text: weakPasswordMessage(check) };
    default:
      return {
        state: "strength valid",
        filled: check.score ?? 4,
        text: check.score === 4 || check.score === null ? "Strong password." : "Good password.",
      };
  }
}

type PasswordStrengthMeterProps = { check: PasswordCheck | null; unavailable?: boolean; id?: string };

/**
 * The spec's four strength states, from the estimator the server applies (zxcvbn, score 3 of 4 or more
 * is strong enough), with its reason when a password is too weak.
 */
export function PasswordStrengthMeter({ check, unavailable = false, id }: PasswordStrengthMeterProps) {
  const { state, filled, text } = describe(check, unavailable);
  const tone = TONE[state];
  return (
    <div id={id} className="flex flex-col gap-1.5" data-strength={state}>
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={cn("h-1 flex-1 rounded-full transition-colors", i < filled ? tone.bar : "bg-track")} />
        ))}
      </div>
      <p className={cn("text-xs", tone.text)} aria-live="polite">
        {text}
      </p>
    </div>
  );
}
