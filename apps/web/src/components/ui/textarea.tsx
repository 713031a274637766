import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({ className, rows = 3, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        "w-full min-w-0 resize-y rounded-md border border-border bg-surface px-2.5 py-1.5 text-sm text-fg shadow-xs transition-colors placeholder:text-fg-subtle hover:border-border-strong focus:border-accent focus:outline-none focus:ring-2 focus:ring-ring disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-hover read-only:focus:ring-0 aria-invalid:border-danger",
        className,
      )}
      {...rest}
    />
  );
}
