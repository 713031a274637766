import { Plus, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { useCurrentUser } from "../../features/auth";
import { HomeDashboard } from "../../features/home/pages";
import { openCreateProject } from "../../features/projects";
import { isWorkspaceAdmin } from "../../features/workspaces";
import { formatDate } from "../../lib/dates";
import { canCreateProjects, useCurrentWorkspace, useWorkspaceRole } from "./use-current-workspace";

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** The workspace's home: a greeting, then the user's own dashboard of widgets. */
export function WorkspaceHomePage() {
  const workspace = useCurrentWorkspace();
  const role = useWorkspaceRole();
  const me = useCurrentUser();
  const firstName = me.data?.first_name || me.data?.display_name || "";

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center border-b border-border px-5">
        <h1 className="text-sm font-medium text-fg">Home</h1>
      </header>
      <div className="mx-auto w-full max-w-4xl px-6 py-8">
        <HomeDashboard
          key={workspace.slug}
          slug={workspace.slug}
          userId={me.data?.id}
          header={
            <div>
              <p className="text-lg font-semibold text-fg">
                {greeting()}
                {firstName && `, ${firstName}`}
              </p>
              <p className="text-sm text-fg-muted">
                {formatDate(new Date(), "long")} · {workspace.name}
              </p>
            </div>
          }
          actions={
            <>
              {isWorkspaceAdmin(role) && (
                <Link to={`/${workspace.slug}/settings/members`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                  <UserPlus aria-hidden /> Invite your team
                </Link>
              )}
              {canCreateProjects(role) && (
                <Button size="sm" variant="secondary" onClick={openCreateProject}>
                  <Plus aria-hidden /> Create project
                </Button>
              )}
            </>
          }
        />
      </div>
    </div>
  );
}
