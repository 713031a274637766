import { canDeleteIssue, canWrite, type Issue } from "@hangar/contracts";
import { AlertCircle, Archive } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { LoadMoreFooter } from "../../../components/load-more-footer";
import { ProjectNotFound } from "../../../components/project-not-found";
import { BreadcrumbSeparator } from "../../../components/ui/breadcrumb-separator";
import { Button, buttonClasses } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { issueKey, keyColumnWidth, useIssueLookups } from "../../issue-core";
import { FilterChipsBar } from "../../issue-filters";
import { useArchiveActions } from "../api/use-archive-actions";
import { useArchivedIssues } from "../api/use-archived-issues";
import { useListSearch } from "../hooks/use-list-search";
import { filterSourceOf } from "../lib/filter-source";
import { ArchivedIssueRow } from "./archived-issue-row";
import { ArchivedSelectionBar } from "./archived-selection-bar";
import { HeaderCount } from "./header-count";
import { ListFilterControls } from "./list-filter-controls";
import { NoMatchesState } from "./no-matches-state";

// The peek brings the rich-text editor along: its code loads beside the list instead of before it.
const IssuePeekOverview = lazy(() => import("../../issue-detail").then((m) => ({ default: m.IssuePeekOverview })));

/**
 * `/:workspaceSlug/projects/:projectId/archives/issues`: the project's archived issues, read-only (spec
 * §6: no quick add, archive or property updates), filtered and ordered from the URL. Each opens in the
 * peek; restoring puts it back in the project's lists, deleting removes it for good.
 */
export function ArchivedIssuesPage() {
  const { workspaceSlug: slug = "", projectId = "" } = useParams();
  const search = useListSearch("-updated_at");
  const { lookups, project, me } = useIssueLookups(slug, projectId);
  const list = useArchivedIssues(slug, projectId, search);
  const actions = useArchiveActions(slug, projectId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<Issue[] | null>(null);

  const rows = useMemo(() => list.issues.filter((i) => !actions.hidden.has(i.id)), [list.issues, actions.hidden]);
  const source = useMemo(() => filterSourceOf(lookups, projectId), [lookups, projectId]);
  const actor = { userId: me.data?.id ?? null, role: project.data?.member_role ?? null };
  const canRestore = canWrite(actor.role);
  const mayDelete = (issue: Issue) => canRestore && canDeleteIssue(actor, issue);
  const shownSelection = rows.filter((i) => selected.has(i.id));
  const keyOf = (issue: Issue) => issueKey(project.data?.identifier, issue);
  const peekHref = (issueId: string) => {
    const next = new URLSearchParams(search.params);
    next.set("peekId", issueId);
    return `?${next}`;
  };

  if (project.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const restore = (issues: Issue[]) => {
    setSelected(new Set());
    void actions.restore(
      issues.map((i) => i.id),
      issues.length === 1 && issues[0] ? keyOf(issues[0]) : undefined,
    );
  };
  const total = list.total === null ? null : Math.max(0, list.total - (list.issues.length - rows.length));
  // Rows of the previous filters stay while the next load; an empty state waits for the real answer.
  const loading = list.query.isPending || (list.query.isPlaceholderData && rows.length === 0);
  const empty = list.query.isSuccess && !list.query.isPlaceholderData && rows.length === 0;

  return (
    <div className="relative flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        <Link to={`/${slug}/projects`} className="text-sm text-fg-muted hover:text-fg">
          Projects
        </Link>
        <BreadcrumbSeparator />
        <Link to={`/${slug}/projects/${projectId}/issues`} className="truncate text-sm text-fg-muted hover:text-fg">
          {project.data.name}
        </Link>
        <BreadcrumbSeparator />
        <h1 className="text-sm font-medium text-fg">Archived issues</h1>
        {total !== null && <HeaderCount count={total} noun={["issue", "issues"]} />}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <ListFilterControls
            filters={search.filters}
            source={source}
            orderBy={search.orderBy}
            onFilterChange={search.setFilter}
            onOrderByChange={search.setOrderBy}
          />
        </div>
      </header>
      <FilterChipsBar filters={search.filters} source={source} onChange={search.setFilter} onClearAll={search.clearFilters} />
      <div
        className="min-h-0 flex-1 overflow-y-auto transition-opacity aria-busy:opacity-60"
        data-scroll-root
        aria-busy={list.query.isPlaceholderData || undefined}
      >
        {loading && <PageSpinner label="Loading archived issues" />}
        {list.query.isError && (
          <EmptyState
            icon={AlertCircle}
            title="Couldn't load archived issues"
            description={errorMessage(list.query.error)}
            action={
              <Button variant="secondary" size="sm" onClick={() => list.query.refetch()}>
                Try again
              </Button>
            }
          />
        )}
        {empty && search.filtered && <NoMatchesState noun="archived issues" onClear={search.clearFilters} />}
        {empty && !search.filtered && (
          <EmptyState
            icon={Archive}
            title="No archived issues"
            description="Issues in a completed or canceled state that you archive show up here, out of the project's lists until restored."
            action={
              <Link to={`/${slug}/projects/${projectId}/issues`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                Back to issues
              </Link>
            }
          />
        )}
        {rows.length > 0 && (
          <ul aria-label="Archived issues">
            {rows.map((issue) => (
              <ArchivedIssueRow
                key={issue.id}
                issue={issue}
                issueKey={keyOf(issue)}
                keyWidth={keyColumnWidth(project.data.identifier.length)}
                href={peekHref(issue.id)}
                state={issue.state_id ? lookups.statesById.get(issue.state_id) : undefined}
                selected={selected.has(issue.id)}
                active={search.params.get("peekId") === issue.id}
                canRestore={canRestore}
                canDelete={mayDelete(issue)}
                onToggleSelect={() => toggle(issue.id)}
                onRestore={() => restore([issue])}
                onDelete={() => setDeleting([issue])}
              />
            ))}
          </ul>
        )}
        <LoadMoreFooter query={list.query} />
      </div>
      {shownSelection.length > 0 && (
        <ArchivedSelectionBar
          count={shownSelection.length}
          canDelete={shownSelection.every(mayDelete)}
          onRestore={() => restore(shownSelection)}
          onDelete={() => setDeleting(shownSelection)}
          onClear={() => setSelected(new Set())}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          deleting?.length === 1 && deleting[0] ? `Delete ${keyOf(deleting[0])}?` : `Delete ${deleting?.length ?? 0} issues?`
        }
        description="Deleted issues and their activity are removed from the project."
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) {
            setSelected(new Set());
            void actions.remove(
              deleting.map((i) => i.id),
              deleting.length === 1 && deleting[0] ? keyOf(deleting[0]) : undefined,
            );
          }
          setDeleting(null);
        }}
      />
      <Suspense fallback={null}>
        <IssuePeekOverview />
      </Suspense>
    </div>
  );
}
