import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn";

export const inputClasses =
  "h-8 w-full min-w-0 rounded-md border border-border bg-surface px-2.5 text-sm text-fg shadow-xs transition-colors placeholder:text-fg-subtle hover:border-border-strong focus:border-accent focus:outline-none focus:ring-2 focus:ring-ring disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-hover read-only:focus:ring-0 aria-invalid:border-danger aria-invalid:focus:ring-danger/25";

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, type = "text", ...rest }: InputProps) {
  return <input type={type} className={cn(inputClasses, className)} {...rest} />;
}

type InputGroupProps = {
  children: ReactNode;
  /** Text or icon shown inside the box before the input, e.g. the URL prefix of a slug. */
  prefix?: ReactNode;
  /** Controls shown after the input, e.g. a show-password toggle. */
  suffix?: ReactNode;
  className?: string;
  invalid?: boolean;
};

/** An input with fixed adornments; the input inside should use `bare` styling via InputGroupInput. */
export function InputGroup({ children, prefix, suffix, className, invalid }: InputGroupProps) {
  return (
    <div
      data-invalid={invalid || undefined}
      className={cn(
        "flex h-8 w-full items-center overflow-hidden rounded-md border border-border bg-surface shadow-xs transition-colors hover:border-border-strong focus-within:border-accent focus-within:ring-2 focus-within:ring-ring data-invalid:border-danger",
        className,
      )}
    >
      {prefix && (
        <span className="flex h-full shrink-0 items-center border-r border-border bg-surface-hover px-2.5 text-sm text-fg-muted">
          {prefix}
        </span>
      )}
      {children}
      {suffix && <span className="flex h-full shrink-0 items-center pr-1">{suffix}</span>}
    </div>
  );
}

export function InputGroupInput({ className, type = "text", ...rest }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        "h-full w-full min-w-0 bg-transparent px-2.5 text-sm text-fg placeholder:text-fg-subtle focus:outline-none",
        className,
      )}
      {...rest}
    />
  );
}
