import { canWrite } from "@hangar/contracts";
import { lazy, Suspense, useState } from "react";
import { useWorkspaceIssueLookups } from "../issue-core";
import { openCreateIssue } from "./components/create-issue/create-issue-store";
import { IssueListBody, type IssuesScreenProps } from "./components/issue-list-body";

const NO_PROJECT = { name: "", identifier: "" };

// Asked only when a new issue starts here with several projects to choose from.
const ChooseProjectDialog = lazy(() => import("./pages").then((m) => ({ default: m.ChooseProjectDialog })));

/**
 * A list across the caller's projects (workspace views, profile lists): ids are named from the
 * workspace-wide lists, edits go to each issue's own project, and "New issue" first asks for the project.
 */
export function WorkspaceIssuesScreen(props: IssuesScreenProps) {
  const { lookups, states, me, projects } = useWorkspaceIssueLookups(props.scope.slug);
  const [choosing, setChoosing] = useState(false);
  const [createIn, setCreateIn] = useState<string | null>(null);
  // Spec §6: create (and edit) actions are offered where the caller's role is at least Member.
  const writable = (projects.data ?? []).filter((p) => p.is_member && !p.archived_at && canWrite(p.member_role));

  return (
    <>
      <IssueListBody
        {...props}
        emptyTitle={props.emptyTitle ?? "No issues here"}
        emptyDescription={props.emptyDescription ?? "Issues of every project you're in show here once they match this list."}
        {...{ lookups, states, me, project: NO_PROJECT }}
        canEdit={writable.length > 0}
        createProjectId={createIn}
        onNewIssue={() => (writable.length === 1 ? choose(writable[0].id) : setChoosing(true))}
      />
      {choosing && (
        <Suspense fallback={null}>
          <ChooseProjectDialog open onOpenChange={setChoosing} projects={writable} onChoose={choose} />
        </Suspense>
      )}
    </>
  );

  function choose(projectId: string) {
    setChoosing(false);
    setCreateIn(projectId);
    openCreateIssue();
  }
}
