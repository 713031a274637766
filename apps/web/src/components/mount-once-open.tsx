import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders a lazily loaded dialog from the first time it opens, and keeps it mounted afterwards so closing
 * plays its exit and opening again is instant; before that its code is not even asked for.
 */
export function MountOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
