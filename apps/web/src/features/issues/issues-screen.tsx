import { canWrite } from "@hangar/contracts";
import { useEffect } from "react";
import { ProjectNotFound } from "../../components/project-not-found";
import { PageSpinner } from "../../components/ui/spinner";
import { endBoot } from "../../lib/boot-phase";
import { isWorkspaceScope, useIssueLookups } from "../issue-core";
import { IssueListBody, type IssuesScreenProps } from "./components/issue-list-body";
import { WorkspaceIssuesScreen } from "./workspace-issues-screen";

export type { IssuesScreenProps };

/**
 * One issue list of any scope (project, cycle, module, saved view, or a workspace-wide list) in the
 * user's layout, filters and grouping, with its header, filter chips, bulk bar, create modal and peek.
 * Fills its parent's height.
 */
export function IssuesScreen(props: IssuesScreenProps) {
  return isWorkspaceScope(props.scope) ? <WorkspaceIssuesScreen {...props} /> : <ProjectIssuesScreen {...props} />;
}

function ProjectIssuesScreen(props: IssuesScreenProps) {
  const { slug, projectId } = props.scope;
  const { lookups, project, states, me } = useIssueLookups(slug, projectId);
  // No list to paint: what waited for its first paint may start (lib/boot-phase.ts).
  useEffect(() => {
    if (project.isError) endBoot();
  }, [project.isError]);

  if (project.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;

  return (
    <IssueListBody
      {...props}
      emptyTitle={props.emptyTitle ?? "No issues yet"}
      emptyDescription={props.emptyDescription ?? "Issues track the work of this project, from backlog to done."}
      {...{ lookups, states, me, project: project.data }}
      canEdit={canWrite(project.data.member_role)}
      createProjectId={projectId}
    />
  );
}
