import type { Workspace } from "@hangar/contracts";
import { ChevronsUpDown } from "lucide-react";
import { Avatar } from "../../components/ui/avatar";
import { LazyMenu } from "../../components/ui/lazy-menu";
import { cn } from "../../lib/cn";
import { lazyWithPreload } from "../../lib/lazy-with-preload";

const WorkspaceSwitcherMenu = lazyWithPreload(() => import("./workspace-switcher-menu").then((m) => m.WorkspaceSwitcherMenu));

type WorkspaceSwitcherProps = {
  current: Workspace;
  workspaces: Workspace[];
  email: string;
  /** Only the workspace logo, for the collapsed sidebar. */
  compact?: boolean;
};

export function WorkspaceSwitcher({ current, workspaces, email, compact = false }: WorkspaceSwitcherProps) {
  return (
    <LazyMenu
      menu={WorkspaceSwitcherMenu}
      current={current}
      workspaces={workspaces}
      email={email}
      trigger={
        <button
          type="button"
          className={cn(
            "flex h-8 min-w-0 items-center gap-2 rounded-md text-left hover:bg-surface-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=open]:bg-surface-hover",
            compact ? "w-8 justify-center" : "w-full px-1.5",
          )}
          aria-label={`Workspace: ${current.name}. Switch workspace`}
        >
          <Avatar name={current.name} src={current.logo_url} shape="square" size="sm" />
          {!compact && (
            <>
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-fg">{current.name}</span>
              <ChevronsUpDown className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />
            </>
          )}
        </button>
      }
    />
  );
}
