import { cn } from "../lib/cn";

export function Logo({ className, withText = true }: { className?: string; withText?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold text-fg", className)}>
      <svg viewBox="0 0 32 32" className="size-6" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#3f76ff" />
        <path d="M9 23V9h3v5.5h8V9h3v14h-3v-5.5h-8V23z" fill="#fff" />
      </svg>
      {withText && <span className="text-base tracking-tight">Hangar</span>}
    </span>
  );
}
