import { type CreateIssueBody, canWrite, type Issue, type UpdateIssueBody } from "@hangar/contracts";
import { AlertCircle, PenSquare, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { LoadMoreFooter } from "../../../components/load-more-footer";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { isTemporaryId, temporaryId } from "../../../lib/use-optimistic-mutation";
import { issueKey, useWorkspaceIssueLookups } from "../../issue-core";
import { FilterChipsBar, ORDER_BY_OPTIONS } from "../../issue-filters";
import { useProjectList } from "../../projects";
import { useCreateDraft, useDeleteDraft, usePublishDraft, useUpdateDraft } from "../api/use-draft-mutations";
import { useWorkspaceDrafts } from "../api/use-drafts";
import { useListSearch } from "../hooks/use-list-search";
import { filterSourceOf } from "../lib/filter-source";
import { DraftDialog, type DraftValues } from "./draft-dialog";
import { DraftRow } from "./draft-row";
import { HeaderCount } from "./header-count";
import { ListFilterControls } from "./list-filter-controls";
import { NoMatchesState } from "./no-matches-state";

/** Drafts span projects, and across projects there is no manual order (as on the workspace's issue lists). */
const DRAFT_ORDER_OPTIONS = ORDER_BY_OPTIONS.filter((option) => option.value !== "sort_order");

/** Only what the form changed goes to the server. */
function changesOf(draft: Issue, values: DraftValues): UpdateIssueBody {
  const changes: UpdateIssueBody = {};
  if (values.name !== draft.name) changes.name = values.name;
  if (values.description_html !== (draft.description_html ?? "")) changes.description_html = values.description_html;
  if (values.priority !== draft.priority) changes.priority = values.priority;
  if (values.state_id !== draft.state_id && values.state_id) changes.state_id = values.state_id;
  return changes;
}

function bodyOf(values: DraftValues): CreateIssueBody {
  const body: CreateIssueBody = { name: values.name, priority: values.priority };
  if (values.description_html) body.description_html = values.description_html;
  if (values.state_id) body.state_id = values.state_id;
  return body;
}

/**
 * `/:workspaceSlug/drafts`: the caller's drafts across the workspace's projects, filtered and ordered
 * from the URL with the names the workspace-wide issue lists use. A draft is edited in a dialog shaped
 * like the create-issue modal, and "Create issue" publishes it into its project.
 */
export function DraftsPage() {
  const { workspaceSlug: slug = "" } = useParams();
  const navigate = useNavigate();
  const projects = useProjectList(slug);
  const search = useListSearch("-updated_at");
  const { lookups } = useWorkspaceIssueLookups(slug);
  const drafts = useWorkspaceDrafts(slug, search);
  const create = useCreateDraft(slug);
  const update = useUpdateDraft(slug);
  const publish = usePublishDraft(slug);
  const remove = useDeleteDraft(slug);
  const [editing, setEditing] = useState<Issue | "new" | null>(null);
  const [deleting, setDeleting] = useState<Issue | null>(null);

  const projectById = useMemo(() => new Map((projects.data ?? []).map((p) => [p.id, p])), [projects.data]);
  const writable = useMemo(
    () => (projects.data ?? []).filter((p) => p.is_member && !p.archived_at && canWrite(p.member_role)),
    [projects.data],
  );
  const source = useMemo(() => filterSourceOf(lookups), [lookups]);
  const rows = useMemo(() => drafts.data?.pages.flatMap((page) => page.results) ?? [], [drafts.data]);
  const total = drafts.data?.pages[0]?.total_results;
  // Rows of the previous filters stay while the next load; an empty state waits for the real answer.
  const loading = drafts.isPending || (drafts.isPlaceholderData && rows.length === 0);
  const empty = drafts.isSuccess && !drafts.isPlaceholderData && rows.length === 0;

  const publishDraft = (draft: Issue, changes?: UpdateIssueBody) =>
    publish.mutate(
      { id: draft.id, changes },
      {
        onSuccess: (issue) => {
          const key = issueKey(projectById.get(issue.project_id)?.identifier, issue);
          toast.success(`${key} created`, {
            action: {
              label: "Open",
              onClick: () => navigate(`/${slug}/projects/${issue.project_id}/issues/${encodeURIComponent(issue.id)}`),
            },
          });
        },
      },
    );

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        <h1 className="text-sm font-medium text-fg">Drafts</h1>
        {total !== undefined && <HeaderCount count={total} noun={["draft", "drafts"]} />}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <ListFilterControls
            filters={search.filters}
            source={source}
            orderBy={search.orderBy}
            orderOptions={DRAFT_ORDER_OPTIONS}
            onFilterChange={search.setFilter}
            onOrderByChange={search.setOrderBy}
          />
          {writable.length > 0 && (
            <Button size="sm" onClick={() => setEditing("new")}>
              <Plus aria-hidden /> New draft
            </Button>
          )}
        </div>
      </header>
      <FilterChipsBar filters={search.filters} source={source} onChange={search.setFilter} onClearAll={search.clearFilters} />
      <div
        className="min-h-0 flex-1 overflow-y-auto transition-opacity aria-busy:opacity-60"
        data-scroll-root
        aria-busy={drafts.isPlaceholderData || undefined}
      >
        {loading && <PageSpinner label="Loading drafts" />}
        {drafts.isError && (
          <EmptyState
            icon={AlertCircle}
            title="Couldn't load your drafts"
            description={errorMessage(drafts.error)}
            action={
              <Button variant="secondary" size="sm" onClick={() => drafts.refetch()}>
                Try again
              </Button>
            }
          />
        )}
        {empty && search.filtered && <NoMatchesState noun="drafts" onClear={search.clearFilters} />}
        {empty && !search.filtered && (
          <EmptyState
            icon={PenSquare}
            title="No drafts"
            description="Drafts are issues you are still writing: only you see them, and they join their project when you create them."
            action={
              writable.length > 0 && (
                <Button size="sm" onClick={() => setEditing("new")}>
                  <Plus aria-hidden /> New draft
                </Button>
              )
            }
          />
        )}
        {rows.length > 0 && (
          <ul aria-label="Drafts">
            {rows.map((draft) => (
              <DraftRow
                key={draft.id}
                draft={draft}
                project={projectById.get(draft.project_id)}
                pending={isTemporaryId(draft.id)}
                onOpen={() => setEditing(draft)}
                onPublish={() => publishDraft(draft)}
                onDelete={() => setDeleting(draft)}
              />
            ))}
          </ul>
        )}
        <LoadMoreFooter query={drafts} />
      </div>
      <DraftDialog
        slug={slug}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        draft={editing === "new" || editing === null ? undefined : editing}
        projects={writable}
        onSave={(values, loaded) => {
          if (!loaded) {
            create.mutate({ tempId: temporaryId(), project_id: values.project_id, ...bodyOf(values) });
            return;
          }
          const changes = changesOf(loaded, values);
          if (Object.keys(changes).length > 0) update.mutate({ id: loaded.id, changes });
        }}
        onPublish={
          editing && editing !== "new"
            ? (values, loaded = editing) => {
                const changes = changesOf(loaded, values);
                publishDraft(loaded, Object.keys(changes).length > 0 ? changes : undefined);
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this draft?"
        description={deleting ? `“${deleting.name}” will be gone for good.` : undefined}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id });
          setDeleting(null);
        }}
      />
    </div>
  );
}
