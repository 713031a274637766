import { type MemberDetail, ROLE } from "@hangar/contracts";
import { FolderX, Inbox, Plus } from "lucide-react";
import { useCallback, useEffect, useMemo } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { useCurrentUser } from "../auth/api/use-current-user";
import { IssuePeekOverview } from "../issue-detail";
import { useLabels } from "../labels/api/use-labels";
import { useProjectMembers } from "../project-members/api/use-project-members";
import { useProject } from "../project-settings/api/use-project";
import { useStates } from "../states/api/use-states";
import { useBulkIssueActions, useCreateIssue } from "./api/use-issue-actions";
import { useProjectIssues, useProjectIssuesQuery } from "./api/use-project-issues";
import { BulkBar } from "./components/bulk-bar";
import { CreateIssueModal } from "./components/create-issue/create-issue-modal";
import { openCreateIssue, useCreateIssueModal } from "./components/create-issue/create-issue-store";
import { IssueList } from "./components/issue-list";
import { IssuesHeader } from "./components/issues-header";
import { useCollapsedGroups } from "./hooks/use-collapsed-groups";
import { useCreateIssueShortcut } from "./hooks/use-create-shortcut";
import { useSelection } from "./hooks/use-selection";
import { groupIssuesByState } from "./lib/group-issues";
import { todayIso } from "./lib/issue-key";
import type { IssueLookups } from "./lib/lookups";

/** `/:workspaceSlug/projects/:projectId/issues`: the project's issues grouped by state. */
export function ProjectIssuesPage() {
  const { workspaceSlug: slug = "", projectId = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const peekId = searchParams.get("peekId");
  const project = useProject(slug, projectId);
  const states = useStates(slug, projectId);
  const labels = useLabels(slug, projectId);
  const members = useProjectMembers(slug, projectId);
  const me = useCurrentUser();
  const issuesQuery = useProjectIssuesQuery(slug, projectId);
  const issues = useProjectIssues(projectId);
  const { createIssue } = useCreateIssue(slug, projectId);
  const { bulkDelete, bulkArchive } = useBulkIssueActions(slug, projectId);
  const { collapsed, toggle: toggleGroup } = useCollapsedGroups(projectId);
  const selection = useSelection();
  const modal = useCreateIssueModal();

  const canEdit = (project.data?.member_role ?? 0) >= ROLE.MEMBER;
  useCreateIssueShortcut(() => openCreateIssue(), canEdit);

  const groups = useMemo(() => groupIssuesByState(states.data ?? [], issues), [states.data, issues]);
  const lookups = useMemo<IssueLookups>(
    () => ({
      identifier: project.data?.identifier ?? "",
      statesById: new Map((states.data ?? []).map((s) => [s.id, s])),
      labelsById: new Map((labels.data ?? []).map((l) => [l.id, l])),
      membersById: new Map<string, MemberDetail>((members.data ?? []).map((m) => [m.member.id, m.member])),
      today: todayIso(),
    }),
    [project.data?.identifier, states.data, labels.data, members.data],
  );

  const { retain } = selection;
  useEffect(() => retain(new Set(issues.map((i) => i.id))), [issues, retain]);

  const openPeek = useCallback(
    (issueId: string) =>
      setSearchParams((params) => {
        params.set("peekId", issueId);
        return params;
      }),
    [setSearchParams],
  );
  const hrefFor = useCallback((issueId: string) => `?peekId=${encodeURIComponent(issueId)}`, []);
  const quickAdd = useCallback(
    (name: string, stateId: string) => createIssue({ name, state_id: stateId }, { createdBy: me.data?.id ?? null }),
    [createIssue, me.data?.id],
  );
  const createIn = useCallback((stateId: string) => openCreateIssue({ state_id: stateId }), []);

  if (project.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) {
    return (
      <EmptyState
        icon={FolderX}
        title="Project not found"
        description={errorMessage(project.error, "This project doesn't exist or you can't see it.")}
        action={
          <Link to={`/${slug}/projects`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Back to projects
          </Link>
        }
      />
    );
  }

  const loading = states.isPending || issuesQuery.isPending;
  const failed = states.error ?? issuesQuery.error;
  const selectedIds = [...selection.selected];

  return (
    <div className="relative flex h-full flex-col">
      <IssuesHeader
        slug={slug}
        projectId={projectId}
        name={project.data.name}
        identifier={project.data.identifier}
        count={loading ? null : issues.length}
        canCreate={canEdit}
        onCreate={() => openCreateIssue()}
      />
      {loading && !failed && <PageSpinner label="Loading issues" />}
      {failed && <EmptyState title="Couldn't load the issues" description={errorMessage(failed)} />}
      {!loading && !failed && issues.length === 0 && (
        <EmptyState
          icon={Inbox}
          title="No issues yet"
          description="Issues track the work of this project, from backlog to done."
          action={
            canEdit && (
              <Button size="sm" onClick={() => openCreateIssue()}>
                <Plus aria-hidden /> Create your first issue
              </Button>
            )
          }
        />
      )}
      {!loading && !failed && issues.length > 0 && (
        <IssueList
          groups={groups}
          collapsed={collapsed}
          onToggleGroup={toggleGroup}
          lookups={lookups}
          canEdit={canEdit}
          selected={selection.selected}
          onToggleSelect={selection.toggle}
          activeId={peekId}
          hrefFor={hrefFor}
          onOpen={openPeek}
          onQuickAdd={quickAdd}
          onCreateIn={createIn}
        />
      )}
      {selectedIds.length > 0 && (
        <BulkBar
          count={selectedIds.length}
          onClear={selection.clear}
          onDelete={async () => {
            selection.clear();
            await bulkDelete(selectedIds);
          }}
          onArchive={async () => {
            selection.clear();
            await bulkArchive(selectedIds);
          }}
        />
      )}
      <CreateIssueModal
        slug={slug}
        projectId={projectId}
        open={modal.open}
        defaults={modal.defaults}
        onOpenChange={(open) => (open ? modal.openCreateIssue(modal.defaults) : modal.closeCreateIssue())}
      />
      {peekId && <IssuePeekOverview />}
    </div>
  );
}
