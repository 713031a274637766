import { ChevronDown } from "lucide-react";
import type { Ref, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { selectTriggerClasses } from "./control-classes";

export type NativeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** A width the caller gives (`w-40`, `max-w-xs`, `flex-1`) replaces the full width: `cn` does not merge classes. */
const SIZED = /(^|\s)(w-|min-w-|max-w-|flex-1|basis-)/;

/**
 * A styled platform <select>: in forms it beats a custom listbox on keyboard, mobile and
 * screen-reader behaviour, and it can be labelled like any input. Full width unless `className` sizes it.
 */
export function NativeSelect({ className, children, ...rest }: NativeSelectProps) {
  return (
    <div className={cn("relative", !SIZED.test(className ?? "") && "w-full", className)}>
      <select className={cn(selectTriggerClasses, "appearance-none pr-7")} {...rest}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2 size-3.5 -translate-y-1/2 text-fg-subtle"
        aria-hidden
      />
    </div>
  );
}
