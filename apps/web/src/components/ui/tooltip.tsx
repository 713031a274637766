import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Kbd } from "./kbd";

export const TooltipProvider = TooltipPrimitive.Provider;

/** How long the pointer rests on a trigger before its tooltip opens (ms). */
export const TOOLTIP_DELAY = 400;

type TooltipProps = {
  content: ReactNode;
  /** A keyboard shortcut shown after the text, e.g. "C". */
  shortcut?: string;
  side?: "top" | "right" | "bottom" | "left";
  children: ReactElement;
  className?: string;
  /** Open from the start: for a tooltip mounted only once the pointer has rested on its trigger. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export function Tooltip({ content, shortcut, side = "top", children, className, defaultOpen, onOpenChange }: TooltipProps) {
  return (
    <TooltipPrimitive.Root delayDuration={TOOLTIP_DELAY} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            "z-50 flex items-center gap-2 rounded-md border border-border bg-surface-raised px-2 py-1 text-xs text-fg shadow-popover data-[state=delayed-open]:animate-fade-in",
            className,
          )}
        >
          {content}
          {shortcut && <Kbd>{shortcut}</Kbd>}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
