import { Suspense } from "react";
import { lazyWithPreload, useIdle } from "../../../lib/lazy-with-preload";
import type { ProjectActionsMenuProps } from "./project-actions-menu";

// The "…" of a sidebar project shows only on hover or focus, so its menu (Radix's menu, the archive and leave
// confirmations) is not part of the first paint: it loads once the browser is idle, before anyone reaches for it.
const ProjectActionsMenu = lazyWithPreload(() => import("./project-actions-menu").then((m) => m.ProjectActionsMenu));

/** {@link ProjectActionsMenu} for the shell: the button appears once the browser is idle after the first paint. */
export function SidebarProjectActionsMenu(props: ProjectActionsMenuProps) {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <ProjectActionsMenu {...props} />
    </Suspense>
  ) : null;
}
