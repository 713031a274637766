import { Lock, TriangleAlert } from "lucide-react";
import { Link, Outlet, useOutletContext } from "react-router";
import { SettingsShell } from "../../components/settings-shell";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { isWorkspaceAdmin, useWorkspaceMembership } from "./api/use-workspace-membership";
import { LeaveWorkspaceButton } from "./components/leave-workspace-button";
import { WORKSPACE_SETTINGS_SECTIONS } from "./lib/settings-sections";
import { useRouteWorkspace } from "./lib/use-route-workspace";

/** Workspace settings shell: Admins only (spec §6); everyone else gets an explanation instead of the pages. */
export function WorkspaceSettingsLayout() {
  const { slug, workspace } = useRouteWorkspace();
  const membership = useWorkspaceMembership(slug);
  const outletContext = useOutletContext();
  const base = `/${slug}/settings`;

  if (membership.isPending) return <PageSpinner label="Loading workspace settings" />;
  if (membership.isError) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title="Couldn't load workspace settings"
        description={errorMessage(membership.error)}
        action={
          <button
            type="button"
            className={buttonClasses({ variant: "secondary", size: "sm" })}
            onClick={() => membership.refetch()}
          >
            Try again
          </button>
        }
      />
    );
  }
  if (!isWorkspaceAdmin(membership.data.role)) {
    return (
      <div className="flex h-full items-center justify-center">
        <EmptyState
          icon={Lock}
          title="You don't have access"
          description="Workspace settings are for workspace admins. Ask an admin if something here needs to change."
          action={
            <>
              <Link to={`/${slug}/`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Back to {workspace?.name ?? "the workspace"}
              </Link>
              <LeaveWorkspaceButton slug={slug} workspaceName={workspace?.name ?? slug} />
            </>
          }
        />
      </div>
    );
  }

  return (
    <SettingsShell label="Workspace settings" base={base} sections={WORKSPACE_SETTINGS_SECTIONS}>
      <Outlet context={outletContext} />
    </SettingsShell>
  );
}
