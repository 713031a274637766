import { canWrite } from "@hangar/contracts";
import type { ReactNode } from "react";
import { ProjectNotFound } from "../../components/project-not-found";
import { PageSpinner } from "../../components/ui/spinner";
import { type IssueScope, isWorkspaceScope, useIssueLookups } from "../issue-core";
import { IssueListBody } from "./components/issue-list-body";
import { WorkspaceIssuesScreen } from "./workspace-issues-screen";

export type IssuesScreenProps = {
  scope: IssueScope;
  /**
   * The header's trail for this list, e.g. Projects / Apollo / Cycles / Sprint 4; a function receives
   * the project (a list across projects has none, and passes a node).
   */
  breadcrumb: ReactNode | ((project: { name: string; identifier: string }) => ReactNode);
  /** Extra header buttons of the scope. */
  actions?: ReactNode;
  /** What an empty list says (before any filter). */
  emptyTitle?: string;
  emptyDescription?: string;
};

/**
 * One issue list of any scope (project, cycle, module, saved view, or a workspace-wide list) in the
 * user's layout, filters and grouping, with its header, filter chips, bulk bar, create modal and peek.
 * Fills its parent's height.
 */
export function IssuesScreen(props: IssuesScreenProps) {
  return isWorkspaceScope(props.scope) ? <WorkspaceIssuesScreen {...props} /> : <ProjectIssuesScreen {...props} />;
}

function ProjectIssuesScreen({
  scope,
  breadcrumb,
  actions,
  emptyTitle = "No issues yet",
  emptyDescription = "Issues track the work of this project, from backlog to done.",
}: IssuesScreenProps) {
  const { slug, projectId } = scope;
  const { lookups, project, states, me } = useIssueLookups(slug, projectId);
  const canEdit = canWrite(project.data?.member_role);

  if (project.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;

  return (
    <IssueListBody
      scope={scope}
      lookups={lookups}
      states={states}
      meId={me.data?.id ?? null}
      canEdit={canEdit}
      canCreate={canEdit && scope.canCreate !== false}
      createProjectId={projectId}
      breadcrumb={typeof breadcrumb === "function" ? breadcrumb(project.data) : breadcrumb}
      actions={actions}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    />
  );
}
