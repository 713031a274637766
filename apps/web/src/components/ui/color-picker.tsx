import * as Popover from "@radix-ui/react-popover";
import { Check } from "lucide-react";
import { type Ref, useState } from "react";
import { cn } from "../../lib/cn";

export const DEFAULT_SWATCHES = [
  "#ef4444",
  "#f97316",
  "#f59e0b",
  "#eab308",
  "#84cc16",
  "#22c55e",
  "#14b8a6",
  "#06b6d4",
  "#3b82f6",
  "#3f76ff",
  "#6366f1",
  "#8b5cf6",
  "#d946ef",
  "#ec4899",
  "#64748b",
  "#a3a3a3",
] as const;

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

type SwatchesProps = {
  value: string;
  onChange: (color: string) => void;
  swatches?: readonly string[];
  disabled?: boolean;
  className?: string;
};

/** A row of preset colors; each is a toggle button named by its hex value. */
export function ColorSwatches({ value, onChange, swatches = DEFAULT_SWATCHES, disabled, className }: SwatchesProps) {
  return (
    <fieldset aria-label="Palette" className={cn("m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0", className)}>
      {swatches.map((color) => {
        const selected = color.toLowerCase() === value.toLowerCase();
        return (
          <button
            key={color}
            type="button"
            disabled={disabled}
            aria-label={color}
            aria-pressed={selected}
            onClick={() => onChange(color)}
            className="flex size-5 cursor-pointer items-center justify-center rounded-full ring-offset-1 ring-offset-surface transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed aria-pressed:ring-2 aria-pressed:ring-border-strong"
            style={{ backgroundColor: color }}
          >
            {selected && <Check className="size-3 text-white" aria-hidden />}
          </button>
        );
      })}
    </fieldset>
  );
}

type ColorPickerProps = {
  /** Id of the hex input, so a <label htmlFor> names it. */
  id?: string;
  value: string;
  onChange: (color: string) => void;
  swatches?: readonly string[];
  disabled?: boolean;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-label"?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A hex input with a swatch that opens a palette; typing any #rrggbb value works too. */
export function ColorPicker({ id, value, onChange, swatches, disabled, className, ref, ...aria }: ColorPickerProps) {
  const [open, setOpen] = useState(false);
  const preview = isHexColor(value) ? value : "transparent";
  return (
    <div
      className={cn(
        "flex h-8 w-full min-w-0 items-center gap-1.5 rounded-md border border-border bg-surface pl-1.5 shadow-xs transition-colors focus-within:border-accent focus-within:ring-2 focus-within:ring-ring hover:border-border-strong has-aria-invalid:border-danger",
        disabled && "opacity-60",
        className,
      )}
    >
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          disabled={disabled}
          aria-label="Choose from palette"
          className="size-5 shrink-0 cursor-pointer rounded border border-border-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed"
          style={{ backgroundColor: preview }}
        />
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-50 w-52 rounded-lg border border-border bg-surface-raised p-2 shadow-popover data-[state=open]:animate-fade-in"
          >
            <ColorSwatches
              value={value}
              swatches={swatches}
              onChange={(color) => {
                onChange(color);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <input
        ref={ref}
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.trim())}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        placeholder="#3f76ff"
        className="h-full w-full min-w-0 bg-transparent pr-2 font-mono text-xs text-fg placeholder:text-fg-subtle focus:outline-none"
        {...aria}
      />
    </div>
  );
}
