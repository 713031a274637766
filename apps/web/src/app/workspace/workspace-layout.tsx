import { House, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, NavLink, Outlet, useParams } from "react-router";
import { ThemeToggle } from "../../components/theme-toggle";
import { Avatar } from "../../components/ui/avatar";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../features/auth/api/use-current-user";
import { useUserProfile } from "../../features/users/api/use-user-profile";
import { useRememberWorkspace } from "../../features/workspaces/api/use-remember-workspace";
import { useUserWorkspaces } from "../../features/workspaces/api/use-user-workspaces";
import { cn } from "../../lib/cn";
import { FullPageError } from "../guards/full-page-error";
import type { WorkspaceOutletContext } from "./use-current-workspace";
import { WorkspaceSwitcher } from "./workspace-switcher";

const navItem = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-7 items-center gap-2 rounded-md px-2 text-sm transition-colors [&_svg]:size-3.5",
    isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

export function WorkspaceLayout() {
  const { workspaceSlug = "" } = useParams();
  const me = useCurrentUser();
  const profile = useUserProfile();
  const workspaces = useUserWorkspaces();
  const remember = useRememberWorkspace();
  const workspace = workspaces.data?.find((w) => w.slug === workspaceSlug);

  const lastWorkspaceId = profile.data?.last_workspace_id;
  const { mutate: rememberWorkspace } = remember;
  useEffect(() => {
    if (workspace && profile.data && lastWorkspaceId !== workspace.id) rememberWorkspace(workspace.id);
  }, [workspace, profile.data, lastWorkspaceId, rememberWorkspace]);

  if (workspaces.isError) return <FullPageError error={workspaces.error} onRetry={() => workspaces.refetch()} />;
  if (!workspaces.data || !me.data) return <PageSpinner />;
  if (!workspace) {
    return (
      <div className="flex min-h-full items-center justify-center">
        <EmptyState
          icon={SearchX}
          title="Workspace not found"
          description={`There is no workspace at /${workspaceSlug}, or you are not a member of it.`}
          action={
            <Link to="/" className={buttonClasses({ variant: "secondary" })}>
              Go to my workspaces
            </Link>
          }
        />
      </div>
    );
  }

  const user = me.data;
  const userName = user.display_name || [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
  const context: WorkspaceOutletContext = { workspace };

  return (
    <div className="flex h-full">
      <aside className="flex w-60 shrink-0 flex-col border-r border-border bg-sidebar" aria-label="Workspace sidebar">
        <div className="p-2">
          <WorkspaceSwitcher current={workspace} workspaces={workspaces.data} email={user.email} />
        </div>
        <nav className="flex flex-col gap-0.5 px-2" aria-label="Workspace">
          <NavLink to={`/${workspace.slug}/`} end className={navItem}>
            <House aria-hidden /> Home
          </NavLink>
        </nav>
        <div className="mt-auto flex items-center gap-2 border-t border-border p-2">
          <Avatar name={userName} src={user.avatar_url ?? user.avatar} size="md" />
          <span className="min-w-0 flex-1 truncate text-sm text-fg-muted">{userName}</span>
          <ThemeToggle align="start" />
        </div>
      </aside>
      <main className="min-w-0 flex-1 overflow-y-auto">
        <Outlet context={context} />
      </main>
    </div>
  );
}
