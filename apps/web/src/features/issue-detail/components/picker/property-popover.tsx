import type { ReactNode } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "../../../../components/ui/popover";
import { cn } from "../../../../lib/cn";

type PropertyPopoverProps = {
  /** The property's name; it is the trigger's accessible name. */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current value as shown in the row. */
  value: ReactNode;
  readOnly?: boolean;
  children: ReactNode;
  className?: string;
};

const valueClasses = "flex min-h-7 w-full min-w-0 items-center gap-1.5 rounded px-1.5 text-left text-sm text-fg";

/** A property value that opens its picker; read-only viewers get the same value as plain text. */
export function PropertyPopover({ label, open, onOpenChange, value, readOnly, children, className }: PropertyPopoverProps) {
  if (readOnly) {
    return <div className={cn(valueClasses, className)}>{value}</div>;
  }
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        aria-label={label}
        className={cn(
          valueClasses,
          "cursor-pointer hover:bg-surface-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
          className,
        )}
      >
        {value}
      </PopoverTrigger>
      <PopoverContent aria-label={`${label} options`} className="p-2">
        {children}
      </PopoverContent>
    </Popover>
  );
}
