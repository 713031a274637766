import { AlertCircle, CheckCircle2, Info, X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

type AlertProps = {
  variant?: "error" | "info" | "success" | "warning";
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
};

const styles = {
  error: "border-danger/30 bg-danger-soft text-danger",
  info: "border-accent/30 bg-accent-soft text-accent",
  success: "border-success/30 bg-success-soft text-success",
  warning: "border-warning/30 bg-warning-soft text-warning",
};

const icons = { error: AlertCircle, info: Info, success: CheckCircle2, warning: AlertCircle };

/** A banner inside a form or page; errors are announced immediately. */
export function Alert({ variant = "info", title, children, onDismiss, className }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn("flex items-start gap-2 rounded-md border px-3 py-2 text-sm", styles[variant], className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 text-fg">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className={cn(title && "mt-0.5 text-fg-muted")}>{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} className="rounded p-0.5 text-fg-muted hover:bg-surface-hover hover:text-fg">
          <X className="size-3.5" aria-hidden />
          <span className="sr-only">Dismiss</span>
        </button>
      )}
    </div>
  );
}
