import type { User, Workspace } from "@hangar/contracts";
import {
  FolderKanban,
  House,
  Inbox,
  Layers2,
  type LucideIcon,
  PanelLeftClose,
  PanelLeftOpen,
  PenSquare,
  Plus,
  Search,
  Settings,
  StickyNote,
} from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { NavLink, useLocation } from "react-router";
import { ThemeToggle } from "../../../components/theme-toggle";
import { Tooltip } from "../../../components/ui/tooltip";
import { useDraftCount } from "../../../features/archives";
import { openCommandPalette } from "../../../features/command-palette";
import { useUnreadCounts } from "../../../features/notifications";
import { openCreateProject } from "../../../features/projects";
import { openQuickSticky } from "../../../features/stickies";
import { useSaveTheme } from "../../../features/users";
import { useBootOver } from "../../../lib/boot-phase";
import { cn } from "../../../lib/cn";
import { lazyWithPreload } from "../../../lib/lazy-with-preload";
import { shortcutHint } from "../../../lib/shortcut-catalogue";
import { WorkspaceSwitcher } from "../workspace-switcher";
import { SidebarProjects } from "./sidebar-projects";
import { SidebarUserMenu } from "./sidebar-user-menu";

/**
 * Favorites carry their drag-and-drop code, which a board's first paint does not need: they load right
 * after it (the section appears a moment later), keeping the first route within its size budget.
 */
const SidebarFavorites = lazyWithPreload(() => import("../../../features/favorites").then((m) => m.SidebarFavorites));

type WorkspaceSidebarProps = {
  workspace: Workspace;
  workspaces: Workspace[];
  user: User;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  isAdmin: boolean;
  canCreate: boolean;
};

const iconButton =
  "flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg-muted hover:bg-surface-hover hover:text-fg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4";

function SidebarLink({
  to,
  end,
  icon: Icon,
  label,
  collapsed,
  count,
  badge,
  notUnder,
}: {
  to: string;
  end?: boolean;
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
  /** A number shown after the label (e.g. how many drafts); hidden when zero or unknown. */
  count?: number;
  /** An unread count, shown as a badge (a dot while collapsed); hidden when zero or unknown. */
  badge?: number;
  /** A path under `to` that belongs elsewhere (the user's own settings under workspace settings). */
  notUnder?: string;
}) {
  const { pathname } = useLocation();
  const elsewhere = notUnder !== undefined && pathname.startsWith(notUnder);
  const link = (
    <NavLink
      to={to}
      end={end}
      aria-label={badge ? `${label}, ${badge} unread` : collapsed ? label : undefined}
      aria-current={elsewhere ? "false" : "page"}
      className={({ isActive: matched }) => {
        const isActive = matched && !elsewhere;
        return cn(
          "flex h-7 items-center gap-2 rounded-md text-sm transition-colors [&_svg]:size-3.5 [&_svg]:shrink-0",
          collapsed ? "w-8 justify-center" : "px-2",
          isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
        );
      }}
    >
      <span className="relative inline-flex">
        <Icon aria-hidden />
        {collapsed && Boolean(badge) && (
          <span aria-hidden className="absolute -top-0.5 -right-0.5 size-1.5 rounded-full bg-accent" />
        )}
      </span>
      {!collapsed && label}
      {!collapsed && Boolean(count) && <span className="ml-auto text-xs text-fg-subtle tabular-nums">{count}</span>}
      {Boolean(badge) && (
        <span
          aria-hidden
          data-unread-badge=""
          className={cn(
            "ml-auto min-w-4 rounded-full bg-accent px-1 text-center text-2xs font-medium text-accent-fg tabular-nums",
            collapsed && "hidden",
          )}
        >
          {badge}
        </span>
      )}
    </NavLink>
  );
  return collapsed ? <Hint label={label}>{link}</Hint> : link;
}

function Hint({ label, shortcut, children }: { label: string; shortcut?: string; children: ReactNode }) {
  return (
    <Tooltip content={label} shortcut={shortcut} side="right">
      <span className="inline-flex">{children}</span>
    </Tooltip>
  );
}

export function WorkspaceSidebar(props: WorkspaceSidebarProps) {
  const { workspace, workspaces, user, collapsed, onToggleCollapsed, isAdmin, canCreate } = props;
  const slug = workspace.slug;
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? "Expand sidebar" : "Collapse sidebar";
  // Counts and favorites come after a cold load's critical first paint (lib/boot-phase.ts).
  const bootOver = useBootOver();
  const drafts = useDraftCount(slug, { enabled: bootOver });
  const unread = useUnreadCounts(slug, { enabled: bootOver });
  const theme = useSaveTheme();

  return (
    <aside
      aria-label="Workspace sidebar"
      data-collapsed={collapsed || undefined}
      className={cn(
        "flex shrink-0 flex-col border-r border-border bg-sidebar transition-[width] duration-150",
        collapsed ? "w-12 items-center" : "w-60",
      )}
    >
      <div className={cn("flex items-center gap-1 p-2", collapsed && "flex-col")}>
        <WorkspaceSwitcher current={workspace} workspaces={workspaces} email={user.email} compact={collapsed} />
        <Tooltip content="Search and commands" shortcut={shortcutHint("palette")} side="right">
          <button type="button" className={iconButton} aria-label="Search and commands" onClick={() => openCommandPalette()}>
            <Search aria-hidden />
          </button>
        </Tooltip>
        <Tooltip content={toggleLabel} shortcut={shortcutHint("toggleSidebar")} side="right">
          <button type="button" className={iconButton} aria-label={toggleLabel} onClick={onToggleCollapsed}>
            <ToggleIcon aria-hidden />
          </button>
        </Tooltip>
      </div>
      <nav aria-label="Workspace" className={cn("flex flex-col gap-0.5", collapsed ? "items-center" : "px-2")}>
        <SidebarLink to={`/${slug}/`} end icon={House} label="Home" collapsed={collapsed} />
        {/* Only the projects list itself: inside a project, its own entry below is highlighted instead. */}
        <SidebarLink to={`/${slug}/projects`} end icon={FolderKanban} label="Projects" collapsed={collapsed} />
        <SidebarLink
          to={`/${slug}/notifications`}
          icon={Inbox}
          label="Inbox"
          collapsed={collapsed}
          badge={unread.data?.total_unread_notifications_count}
        />
        <SidebarLink to={`/${slug}/workspace-views`} icon={Layers2} label="Views" collapsed={collapsed} />
        <SidebarLink to={`/${slug}/drafts`} icon={PenSquare} label="Drafts" collapsed={collapsed} count={drafts.data} />
        <div className="group/stickies relative">
          <SidebarLink to={`/${slug}/stickies`} icon={StickyNote} label="Stickies" collapsed={collapsed} />
          {!collapsed && (
            <Hint label="New sticky" shortcut={shortcutHint("createSticky")}>
              <button
                type="button"
                aria-label="New sticky"
                onClick={openQuickSticky}
                className={cn(
                  iconButton,
                  "absolute top-0 right-0 size-7 opacity-0 group-hover/stickies:opacity-100 focus-visible:opacity-100",
                )}
              >
                <Plus aria-hidden />
              </button>
            </Hint>
          )}
        </div>
        {collapsed && canCreate && (
          <Hint label="Create project" shortcut={shortcutHint("createProject")}>
            <button type="button" className={iconButton} aria-label="New project" onClick={openCreateProject}>
              <Plus aria-hidden />
            </button>
          </Hint>
        )}
      </nav>
      {!collapsed && bootOver && (
        <Suspense fallback={null}>
          <SidebarFavorites slug={slug} />
        </Suspense>
      )}
      {collapsed ? <div className="flex-1" /> : <SidebarProjects slug={slug} canCreate={canCreate} />}
      <div className={cn("flex flex-col gap-0.5 border-t border-border p-2", collapsed && "items-center")}>
        {isAdmin && (
          <SidebarLink
            to={`/${slug}/settings`}
            notUnder={`/${slug}/settings/account`}
            icon={Settings}
            label="Workspace settings"
            collapsed={collapsed}
          />
        )}
        <div className={cn("flex items-center gap-1", collapsed && "flex-col")}>
          <SidebarUserMenu user={user} compact={collapsed} />
          <ThemeToggle align="start" onSelect={theme.save} />
        </div>
      </div>
    </aside>
  );
}
