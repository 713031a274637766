import { cn } from "../../lib/cn";

type SpinnerProps = {
  className?: string;
  size?: "xs" | "sm" | "md" | "lg";
  /** Announced to screen readers; omit inside a control that already says it is busy. */
  label?: string;
};

const sizes = { xs: "size-3", sm: "size-3.5", md: "size-4", lg: "size-6" };

export function Spinner({ className, size = "md", label }: SpinnerProps) {
  return (
    <svg
      className={cn("animate-spin text-current", sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A centered spinner for a region or a whole screen that is loading. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex h-full min-h-40 w-full items-center justify-center text-fg-subtle">
      <Spinner size="lg" label={label} />
    </div>
  );
}
