import { Lock, TriangleAlert } from "lucide-react";
import { Link, NavLink, Outlet, useOutletContext } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { isWorkspaceAdmin, useWorkspaceMembership } from "./api/use-workspace-membership";
import { LeaveWorkspaceButton } from "./components/leave-workspace-button";
import { WORKSPACE_SETTINGS_SECTIONS } from "./lib/settings-sections";
import { useRouteWorkspace } from "./lib/use-route-workspace";

const navItem = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-7 items-center gap-2 rounded-md px-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:bg-surface-hover hover:text-fg",
  );

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
    <div className="flex h-full min-h-0 w-full">
      <nav aria-label="Workspace settings" className="flex w-52 shrink-0 flex-col gap-1 border-r border-border px-3 py-4">
        <p className="px-2 pb-1 text-2xs font-medium tracking-wide text-fg-subtle uppercase">Workspace settings</p>
        <ul className="space-y-0.5">
          {WORKSPACE_SETTINGS_SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink to={section.path ? `${base}/${section.path}` : base} end className={navItem}>
                <section.icon className="size-3.5 shrink-0" aria-hidden />
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 overflow-y-auto">
        <div className="mx-auto w-full max-w-3xl px-8 py-8">
          <Outlet context={outletContext} />
        </div>
      </div>
    </div>
  );
}
