import type { User } from "@hangar/contracts";
import { Avatar } from "../../../components/ui/avatar";
import { LazyMenu } from "../../../components/ui/lazy-menu";
import { cn } from "../../../lib/cn";
import { lazyWithPreload } from "../../../lib/lazy-with-preload";
import { personName } from "../../../lib/person-name";

const SidebarUserMenuContent = lazyWithPreload(() => import("./sidebar-user-menu-content").then((m) => m.SidebarUserMenuContent));

export function SidebarUserMenu({ user, compact }: { user: User; compact: boolean }) {
  const name = personName(user);
  return (
    <LazyMenu
      menu={SidebarUserMenuContent}
      user={user}
      trigger={
        <button
          type="button"
          aria-label={`Account: ${name}`}
          className={cn(
            "flex h-8 min-w-0 cursor-pointer items-center gap-2 rounded-md text-left hover:bg-surface-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-surface-hover",
            compact ? "w-8 justify-center" : "flex-1 px-1.5",
          )}
        >
          <Avatar name={name} src={user.avatar_url ?? user.avatar} size="md" />
          {!compact && <span className="min-w-0 flex-1 truncate text-sm text-fg-muted">{name}</span>}
        </button>
      }
    />
  );
}
