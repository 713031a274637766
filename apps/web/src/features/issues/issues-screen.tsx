import { ROLE } from "@hangar/contracts";
import { FolderX, Inbox, Plus, SearchX } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageSpinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { IssuePeekOverview } from "../issue-detail";
import { FilterChipsBar, type FilterSource, useIssuePreferences } from "../issue-filters";
import { useBulkIssueActions, useCreateIssue, useUpdateIssueDates } from "./api/use-issue-actions";
import { useIssueLookups } from "./api/use-issue-lookups";
import { useIssueView } from "./api/use-issue-view";
import { useUpdateIssue } from "./api/use-update-issue";
import { BulkBar } from "./components/bulk-bar";
import { CreateIssueModal } from "./components/create-issue/create-issue-modal";
import { openCreateIssue, useCreateIssueModal } from "./components/create-issue/create-issue-store";
import { IssueViewControls } from "./components/issue-view-controls";
import { IssuesHeader } from "./components/issues-header";
import { FlatLayouts } from "./components/layouts/flat-layouts";
import { GroupedLayouts } from "./components/layouts/grouped-layouts";
import { useCreateIssueShortcut } from "./hooks/use-create-shortcut";
import { useSelection } from "./hooks/use-selection";
import type { IssueScope } from "./lib/issue-scope";
import { loadedIds } from "./lib/view-data";

type IssuesScreenProps = {
  scope: IssueScope;
  /** The header's trail for this list, e.g. Projects / Apollo / Cycles / Sprint 4. */
  breadcrumb: (project: { name: string; identifier: string }) => ReactNode;
  /** Extra header buttons of the scope. */
  actions?: ReactNode;
  /** What an empty list says (before any filter). */
  emptyTitle?: string;
  emptyDescription?: string;
};

/**
 * One issue list of any scope (project, cycle, module, saved view) in the user's layout, filters and
 * grouping, with its header, filter chips, bulk bar, create modal and peek. Fills its parent's height.
 */
export function IssuesScreen({
  scope,
  breadcrumb,
  actions,
  emptyTitle = "No issues yet",
  emptyDescription = "Issues track the work of this project, from backlog to done.",
}: IssuesScreenProps) {
  const { slug, projectId } = scope;
  const [searchParams, setSearchParams] = useSearchParams();
  const peekId = searchParams.get("peekId");
  const { lookups, project, states, me } = useIssueLookups(slug, projectId);
  const preferences = useIssuePreferences(scope);
  const { filters, displayFilters, displayProperties } = preferences;
  const view = useIssueView({
    scope,
    filters,
    display: displayFilters,
    lookups,
    enabled: preferences.isLoaded && project.isSuccess,
  });
  const { createIssue } = useCreateIssue(slug, projectId);
  const { updateIssue } = useUpdateIssue(slug, projectId);
  const { updateIssueDates } = useUpdateIssueDates(slug, projectId);
  const { bulkDelete, bulkArchive, bulkUpdate } = useBulkIssueActions(slug, projectId);
  const selection = useSelection();
  const modal = useCreateIssueModal();

  const canEdit = (project.data?.member_role ?? 0) >= ROLE.MEMBER;
  useCreateIssueShortcut(() => openCreateIssue(), canEdit);

  const source = useMemo<FilterSource>(
    () => ({
      states: lookups.states,
      labels: lookups.labels,
      people: lookups.people,
      cycles: lookups.cycles,
      modules: lookups.modules,
    }),
    [lookups],
  );
  const issues = view.groups?.issues;
  const { retain } = selection;
  useEffect(() => {
    if (issues) retain(new Set(issues.map((i) => i.id)));
  }, [issues, retain]);

  const openPeek = useCallback(
    (issueId: string) =>
      setSearchParams((params) => {
        params.set("peekId", issueId);
        return params;
      }),
    [setSearchParams],
  );
  const hrefFor = useCallback((issueId: string) => `?peekId=${encodeURIComponent(issueId)}`, []);
  const onCreate = useCallback(
    (body: Parameters<typeof createIssue>[0]) =>
      createIssue({ ...scope.createDefaults, ...body }, { createdBy: me.data?.id ?? null }),
    [createIssue, me.data?.id, scope.createDefaults],
  );

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

  const data = view.data;
  const loading = states.isPending || !data;
  const failed = states.error ?? view.query.error;
  const total = data && issues ? Math.max(0, data.total + issues.length - loadedIds(data).size) : null;
  const filtered = Object.values(filters).some((values) => values && values.length > 0);
  const grouped = displayFilters.layout === "list" || displayFilters.layout === "kanban";
  const selectedIds = [...selection.selected];

  return (
    <div className="relative flex h-full flex-col">
      <IssuesHeader
        slug={slug}
        projectId={projectId}
        breadcrumb={breadcrumb(project.data)}
        count={loading ? null : total}
        canCreate={canEdit}
        onCreate={() => openCreateIssue()}
        controls={<IssueViewControls preferences={preferences} source={source} />}
        actions={actions}
      />
      <FilterChipsBar
        filters={filters}
        source={source}
        onChange={(key, values) => void preferences.updateFilter(key, values)}
        onClearAll={() => void preferences.clearFilters()}
      />
      {loading && !failed && <PageSpinner label="Loading issues" />}
      {failed && <EmptyState title="Couldn't load the issues" description={errorMessage(failed)} />}
      {!loading && !failed && total === 0 && !filtered && (
        <EmptyState
          icon={Inbox}
          title={emptyTitle}
          description={emptyDescription}
          action={
            canEdit && (
              <Button size="sm" onClick={() => openCreateIssue()}>
                <Plus aria-hidden /> Create your first issue
              </Button>
            )
          }
        />
      )}
      {!loading && !failed && total === 0 && filtered && (
        <EmptyState
          icon={SearchX}
          title="No issues match these filters"
          description="Remove a filter above, or clear them all to see every issue."
          action={
            <Button size="sm" variant="secondary" onClick={() => void preferences.clearFilters()}>
              Clear filters
            </Button>
          }
        />
      )}
      {!loading && !failed && view.groups && total !== 0 && grouped && (
        <GroupedLayouts
          slug={slug}
          projectId={projectId}
          displayFilters={displayFilters}
          displayProperties={displayProperties}
          view={view.groups}
          lookups={lookups}
          canEdit={canEdit}
          quickAdd={scope.quickAdd}
          loading={view.loading}
          onLoadMore={view.loadMore}
          onCreate={onCreate}
          selected={selection.selected}
          onToggleSelect={selection.toggle}
          activeId={peekId}
          hrefFor={hrefFor}
          onOpenIssue={openPeek}
        />
      )}
      {!loading && !failed && view.groups && total !== 0 && !grouped && (
        <FlatLayouts
          slug={slug}
          projectId={projectId}
          displayFilters={displayFilters}
          displayProperties={displayProperties}
          issues={view.groups.issues}
          lookups={lookups}
          canEdit={canEdit}
          onUpdateIssue={updateIssue}
          onUpdateDates={updateIssueDates}
          onOpenIssue={openPeek}
          onDisplayFiltersChange={(patch) => void preferences.updateDisplayFilters(patch)}
        />
      )}
      {selectedIds.length > 0 && displayFilters.layout === "list" && (
        <BulkBar
          count={selectedIds.length}
          lookups={lookups}
          onClear={selection.clear}
          onUpdate={(properties) => bulkUpdate(selectedIds, properties)}
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
        extraBody={scope.createDefaults}
        onOpenChange={(open) => (open ? modal.openCreateIssue(modal.defaults) : modal.closeCreateIssue())}
      />
      {peekId && <IssuePeekOverview />}
    </div>
  );
}
