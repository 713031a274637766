import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "../../lib/cn";

export type ToggleSwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onChange" | "role"> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  size?: "sm" | "md";
  ref?: Ref<HTMLButtonElement>;
};

const track = { sm: "h-4 w-7", md: "h-5 w-9" };
const thumb = { sm: "size-3 data-[state=checked]:translate-x-3", md: "size-4 data-[state=checked]:translate-x-4" };

/** An on/off switch (role="switch"); Space and Enter toggle it like any button. */
export function ToggleSwitch({
  checked,
  onCheckedChange,
  size = "md",
  className,
  disabled,
  onClick,
  ...rest
}: ToggleSwitchProps) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      disabled={disabled}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      className={cn(
        "inline-flex shrink-0 cursor-pointer items-center rounded-full border border-transparent p-px transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50",
        "bg-border-strong data-[state=checked]:bg-accent",
        track[size],
        className,
      )}
      {...rest}
    >
      <span
        data-state={state}
        className={cn(
          "pointer-events-none block translate-x-0 rounded-full bg-white shadow-xs transition-transform",
          thumb[size],
        )}
      />
    </button>
  );
}
