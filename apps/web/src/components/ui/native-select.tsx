import { ChevronDown } from "lucide-react";
import type { Ref, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type NativeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/**
 * A styled platform <select>: in forms it beats a custom listbox on keyboard, mobile and
 * screen-reader behaviour, and it can be labelled like any input.
 */
export function NativeSelect({ className, children, ...rest }: NativeSelectProps) {
  return (
    <div className={cn("relative w-full", className)}>
      <select
        className="h-8 w-full cursor-pointer appearance-none rounded-md border border-border bg-surface pr-7 pl-2.5 text-sm text-fg shadow-xs hover:border-border-strong focus:border-accent focus:ring-2 focus:ring-ring focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger"
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2 size-3.5 -translate-y-1/2 text-fg-subtle"
        aria-hidden
      />
    </div>
  );
}
