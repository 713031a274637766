import { Inbox, Plus, SearchX } from "lucide-react";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { MountOnceOpen } from "../../../components/mount-once-open";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { endBootAfterPaint } from "../../../lib/boot-phase";
import { lazyWithPreload, whenIdle } from "../../../lib/lazy-with-preload";
import type { IssueLookups } from "../../issue-core";
import {
  getIssueFromStore,
  type IssueScope,
  isWorkspaceScope,
  loadedIds,
  useBulkIssueActions,
  useCreateIssue,
  useProvideListCreate,
  useUpdateIssue,
  useUpdateIssueDates,
} from "../../issue-core";
import { FilterChipsBar, type FilterSource, useIssuePreferences } from "../../issue-filters";
import { useLayoutCode } from "../../issue-layouts";
import { useIssueView } from "../api/use-issue-view";
import { useSelection } from "../hooks/use-selection";
import { openCreateIssue, useCreateIssueModal } from "./create-issue/create-issue-store";
import { IssueViewControls } from "./issue-view-controls";
import { IssuesHeader } from "./issues-header";
import { FlatLayouts } from "./layouts/flat-layouts";
import { GroupedLayouts } from "./layouts/grouped-layouts";

// The form, its pickers (cmdk) and the editor's loader load once the list has painted and gone idle, or
// when the modal is first opened, whichever comes first.
const CreateIssueModal = lazyWithPreload(() => import("../pages").then((m) => m.CreateIssueModal));

// Shown once rows of a list are selected; loads once a list has painted and gone idle.
const BulkBar = lazyWithPreload(() => import("./bulk-bar").then((m) => m.BulkBar));

// The peek brings the rich-text editor along: its code loads when an issue is first opened, not with the list.
const IssuePeekOverview = lazy(() => import("../../issue-detail").then((m) => ({ default: m.IssuePeekOverview })));

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

/** The screen's own props, with what its lookups found. */
export type IssueListBodyProps = IssuesScreenProps & {
  lookups: IssueLookups;
  /** The states list: issues wait for it (groups and filters need it). */
  states: { isPending: boolean; error: unknown };
  me: { data?: { id: string } };
  canEdit: boolean;
  /** The project new issues go to; null until one is chosen (a list across projects asks first). */
  createProjectId: string | null;
  /** "New issue" and the "c" shortcut; defaults to opening the create modal. */
  onNewIssue?: () => void;
  /** What a breadcrumb function receives. */
  project: { name: string; identifier: string };
  emptyTitle: string;
  emptyDescription: string;
};

/** The list itself (header, chips, layouts, bulk bar, create modal, peek) once its lookups are known. */
export function IssueListBody(props: IssueListBodyProps) {
  const { scope, lookups, states, canEdit, createProjectId, breadcrumb } = props;
  const meId = props.me.data?.id ?? null;
  const canCreate = canEdit && scope.canCreate !== false;
  const { slug, projectId } = scope;
  const acrossProjects = isWorkspaceScope(scope);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const peekId = acrossProjects ? null : searchParams.get("peekId");
  const preferences = useIssuePreferences(scope);
  const { filters, displayFilters, displayProperties } = preferences;
  const view = useIssueView({ scope, filters, display: displayFilters, lookups, enabled: preferences.isLoaded });
  // The layout's code loads while its issues do, not after them; the layout mounts once both are in.
  const layoutCode = useLayoutCode(preferences.isLoaded ? displayFilters.layout : null);
  const selection = useSelection();
  const selectedIds = [...selection.selected];
  // Bulk calls are per project: across projects they apply while the selection is in one project.
  const selectedProjects = new Set(selectedIds.map((id) => getIssueFromStore(id)?.project_id));
  const bulkProject = projectId || (selectedProjects.size === 1 ? ([...selectedProjects][0] ?? "") : "");
  const { createIssue } = useCreateIssue(slug, createProjectId ?? "");
  const { updateIssue } = useUpdateIssue(slug, projectId);
  const { updateIssueDates } = useUpdateIssueDates(slug, projectId);
  const { bulkDelete, bulkArchive, bulkUpdate } = useBulkIssueActions(slug, bulkProject);
  const modal = useCreateIssueModal();
  useEffect(() => {
    if (canCreate) return whenIdle(() => void CreateIssueModal.preload().catch(() => undefined));
  }, [canCreate]);
  const listLayout = displayFilters.layout === "list";
  useEffect(() => {
    if (listLayout) return whenIdle(() => void BulkBar.preload().catch(() => undefined));
  }, [listLayout]);

  const newIssue = props.onNewIssue ?? (() => openCreateIssue());
  // The c shortcut and the palette's "New issue" open this list's modal while it is mounted.
  useProvideListCreate(canCreate ? newIssue : null);

  const source = useMemo<FilterSource>(
    () => ({
      states: lookups.states,
      labels: lookups.labels,
      people: lookups.people,
      cycles: lookups.cycles,
      modules: lookups.modules,
      estimatePoints: scope.projectId ? lookups.activeEstimatePoints?.get(scope.projectId) : undefined,
    }),
    [lookups, scope.projectId],
  );
  const issues = view.groups?.issues;
  const { retain } = selection;
  useEffect(() => {
    if (issues) retain(issues);
  }, [issues, retain]);

  // The peek lives on a project's route; a list across projects opens the issue's own page.
  const hrefFor = useCallback(
    (issueId: string) =>
      acrossProjects
        ? `/${slug}/projects/${getIssueFromStore(issueId)?.project_id ?? ""}/issues/${encodeURIComponent(issueId)}`
        : `?peekId=${encodeURIComponent(issueId)}`,
    [acrossProjects, slug],
  );
  const openIssue = useCallback(
    (issueId: string) => {
      if (acrossProjects) {
        navigate(hrefFor(issueId));
        return;
      }
      setSearchParams((params) => {
        params.set("peekId", issueId);
        return params;
      });
    },
    [acrossProjects, navigate, hrefFor, setSearchParams],
  );
  const onCreate = useCallback(
    (body: Parameters<typeof createIssue>[0]) => createIssue({ ...scope.createDefaults, ...body }, { createdBy: meId }),
    [createIssue, meId, scope.createDefaults],
  );

  const data = view.data;
  const loading = states.isPending || !data || !layoutCode;
  const failed = states.error ?? view.query.error;
  const total = data && issues ? Math.max(0, data.total + issues.length - loadedIds(data).size) : null;
  const filtered = Object.values(filters).some((values) => values && values.length > 0);
  const grouped = displayFilters.layout === "list" || displayFilters.layout === "kanban";
  const ready = !loading && !failed;
  // Painted what a cold load came for: what waited for it may start (lib/boot-phase.ts).
  const settled = ready || Boolean(failed);
  useEffect(() => {
    if (settled) endBootAfterPaint();
  }, [settled]);

  return (
    <div className="relative flex h-full flex-col">
      <IssuesHeader
        slug={slug}
        projectId={projectId}
        breadcrumb={typeof breadcrumb === "function" ? breadcrumb(props.project) : breadcrumb}
        count={loading ? null : total}
        canCreate={canCreate}
        onCreate={newIssue}
        controls={<IssueViewControls preferences={preferences} source={source} />}
        actions={props.actions}
      />
      <FilterChipsBar
        filters={filters}
        source={source}
        onChange={(key, values) => void preferences.updateFilter(key, values)}
        onClearAll={() => void preferences.clearFilters()}
      />
      {loading && !failed && <PageSpinner label="Loading issues" />}
      {failed && <EmptyState title="Couldn't load the issues" description={errorMessage(failed)} />}
      {ready && total === 0 && !filtered && (
        <EmptyState
          icon={Inbox}
          title={props.emptyTitle}
          description={props.emptyDescription}
          action={
            canCreate && (
              <Button size="sm" onClick={newIssue}>
                <Plus aria-hidden /> Create your first issue
              </Button>
            )
          }
        />
      )}
      {ready && total === 0 && filtered && (
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
      {ready && view.groups && total !== 0 && grouped && (
        <GroupedLayouts
          slug={slug}
          projectId={projectId}
          displayFilters={displayFilters}
          displayProperties={displayProperties}
          view={view.groups}
          lookups={lookups}
          canEdit={canEdit}
          quickAdd={scope.quickAdd && canCreate}
          loading={view.loading}
          failed={view.failed}
          onLoadMore={view.loadMore}
          onCreate={onCreate}
          selected={selection.selected}
          onToggleSelect={selection.toggle}
          activeId={peekId}
          hrefFor={hrefFor}
          onOpenIssue={openIssue}
        />
      )}
      {ready && view.groups && total !== 0 && !grouped && (
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
          onOpenIssue={openIssue}
          onDisplayFiltersChange={(patch) => void preferences.updateDisplayFilters(patch)}
        />
      )}
      {selectedIds.length > 0 && listLayout && bulkProject && (
        <Suspense fallback={null}>
          <BulkBar
            slug={slug}
            projectId={bulkProject}
            issueIds={selectedIds}
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
        </Suspense>
      )}
      {createProjectId && (
        <MountOnceOpen open={modal.open}>
          <CreateIssueModal
            slug={slug}
            projectId={createProjectId}
            open={modal.open}
            defaults={modal.defaults}
            extraBody={scope.createDefaults}
            onOpenChange={(open) => (open ? modal.openCreateIssue(modal.defaults) : modal.closeCreateIssue())}
          />
        </MountOnceOpen>
      )}
      {peekId && (
        <Suspense fallback={null}>
          <IssuePeekOverview />
        </Suspense>
      )}
    </div>
  );
}
