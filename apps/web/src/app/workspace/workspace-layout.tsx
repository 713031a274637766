import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, Outlet, useParams } from "react-router";
import { AppShellSkeleton } from "../../components/app-shell-skeleton";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { useCurrentUser } from "../../features/auth";
import { useLiveUpdates } from "../../features/live";
import { useRouteVisits } from "../../features/recents";
import { useApplyProfilePreferences, useUserProfile } from "../../features/users";
import { isWorkspaceAdmin, useRememberWorkspace, useUserWorkspaces, useWorkspaceMembership } from "../../features/workspaces";
import { useSidebarCollapsed } from "../../lib/use-sidebar-collapsed";
import { FullPageError } from "../guards/full-page-error";
import { CommandPaletteHost } from "./command-palette-host";
import { CreateIssueHost } from "./create-issue-host";
import { CreateProjectHost } from "./create-project-host";
import { QuickStickyHost } from "./quick-sticky-host";
import { WorkspaceSidebar } from "./sidebar/workspace-sidebar";
import { canCreateProjects, type WorkspaceOutletContext } from "./use-current-workspace";
import { useWorkspaceShortcuts } from "./use-workspace-shortcuts";

export function WorkspaceLayout() {
  const { workspaceSlug = "", projectId = null } = useParams();
  const me = useCurrentUser();
  const profile = useUserProfile();
  const workspaces = useUserWorkspaces();
  const remember = useRememberWorkspace();
  const workspace = workspaces.data?.find((w) => w.slug === workspaceSlug);
  const membership = useWorkspaceMembership(workspaceSlug);
  const [collapsed, toggleCollapsed] = useSidebarCollapsed("main");
  useApplyProfilePreferences(profile.data);

  const role = membership.data?.role ?? workspace?.role ?? null;
  const canCreate = canCreateProjects(role);
  useWorkspaceShortcuts({ slug: workspaceSlug, projectId, canCreateProjects: canCreate, toggleSidebar: toggleCollapsed });
  useLiveUpdates(workspace?.slug);
  useRouteVisits(workspace?.slug);

  const lastWorkspaceId = profile.data?.last_workspace_id;
  const { mutate: rememberWorkspace } = remember;
  useEffect(() => {
    if (workspace && profile.data && lastWorkspaceId !== workspace.id) rememberWorkspace(workspace.id);
  }, [workspace, profile.data, lastWorkspaceId, rememberWorkspace]);

  if (workspaces.isError) return <FullPageError error={workspaces.error} onRetry={() => workspaces.refetch()} />;
  // The profile holds how dates read: wait for it (prefetched at boot) unless it failed to load.
  if (!workspaces.data || !me.data || profile.isPending) return <AppShellSkeleton />;
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

  const context: WorkspaceOutletContext = { workspace, role };

  return (
    <div className="flex h-full">
      <WorkspaceSidebar
        workspace={workspace}
        workspaces={workspaces.data}
        user={me.data}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        isAdmin={isWorkspaceAdmin(role)}
        canCreate={canCreate}
      />
      <main className="min-w-0 flex-1 overflow-y-auto">
        <Outlet context={context} />
      </main>
      {canCreate && <CreateProjectHost key={workspace.slug} slug={workspace.slug} />}
      <CreateIssueHost key={`issue-${workspace.slug}`} slug={workspace.slug} />
      <CommandPaletteHost
        key={`palette-${workspace.slug}`}
        workspace={workspace}
        workspaces={workspaces.data}
        user={me.data}
        role={role}
        projectId={projectId}
      />
      <QuickStickyHost key={`stickies-${workspace.slug}`} slug={workspace.slug} />
    </div>
  );
}
