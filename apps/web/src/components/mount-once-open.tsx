import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Spinner } from "./ui/spinner";

/**
 * Renders a lazily loaded dialog from the first time it opens, and keeps it mounted afterwards so closing
 * plays its exit and opening again is instant; before that its code is not even asked for.
 */
export function MountOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={open ? <LoadingDialog /> : null}>{children}</Suspense> : null;
}

/**
 * Stands in for a dialog whose code is still on its way. It takes the keyboard as the dialog will: what
 * someone types right after a shortcut or click would otherwise reach the page and fire its single-key
 * shortcuts (typing "p" into a quick sticky opened Create project). A spinner shows only if the wait lasts.
 */
function LoadingDialog() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-busy="true"
      aria-label="Loading"
      tabIndex={-1}
      className="fixed inset-0 z-50 flex items-center justify-center outline-none"
    >
      <span className="animate-fade-in rounded-md bg-surface-raised p-2 text-fg-muted opacity-0 shadow-popover [animation-delay:400ms] [animation-fill-mode:forwards]">
        <Spinner label="Loading" />
      </span>
    </div>
  );
}
