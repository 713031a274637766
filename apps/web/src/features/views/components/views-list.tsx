import { type IssueView, VIEW_ACCESS } from "@hangar/contracts";
import { Layers, Plus, SearchX } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { useCreateRequest } from "../../../lib/create-request";
import { useViewPeople } from "../api/use-view-people";
import { useViews } from "../api/use-views";
import { type ViewPlace, viewUrl } from "../api/view-keys";
import { canCreateViews, canManageView, type ViewViewer, viewName } from "../lib/view-access";
import { ViewFormModal } from "./view-form-modal";
import { ViewRow } from "./view-row";
import { type ViewFilter, ViewsToolbar } from "./views-toolbar";

type ViewsListProps = {
  place: ViewPlace;
  viewer: ViewViewer;
  canFavorite: boolean;
  /** The page header's trail. */
  breadcrumb: ReactNode;
  /** Rows shown above the saved views (the built-in workspace views), given the search text. */
  builtIns?: (search: string) => ReactNode;
  /** Where a new view starts from when created here. */
  newViewSettings?: Parameters<typeof ViewFormModal>[0]["settings"];
};

const matches = (view: IssueView, search: string) => viewName(view).toLowerCase().includes(search.trim().toLowerCase());

/** A place's saved views with search, the public/private/archived filter, create, and each row's actions. */
export function ViewsList({ place, viewer, canFavorite, breadcrumb, builtIns, newViewSettings }: ViewsListProps) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ViewFilter>("all");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<IssueView | null>(null);
  const [creating, setCreating] = useState(false);
  const archived = filter === "archived";
  const views = useViews(place, { archived });
  const people = useViewPeople(place.slug);
  const canCreate = canCreateViews(viewer);
  useCreateRequest("view", place.projectId, () => setCreating(true), canCreate);

  const rows = (views.data ?? []).filter(
    (view) =>
      matches(view, search) &&
      (filter === "public"
        ? view.access === VIEW_ACCESS.PUBLIC
        : filter === "private"
          ? view.access === VIEW_ACCESS.PRIVATE
          : true),
  );
  const searching = search.trim() !== "" || filter !== "all";

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        {breadcrumb}
        <div className="ml-auto flex items-center gap-1">
          {canCreate && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden /> New view
            </Button>
          )}
        </div>
      </header>
      <ViewsToolbar filter={filter} onFilterChange={setFilter} search={search} onSearchChange={setSearch} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {!archived && builtIns?.(search)}
        {views.isPending && <PageSpinner label="Loading views" />}
        {views.isError && <EmptyState title="Couldn't load the views" description={errorMessage(views.error)} />}
        {views.data && rows.length > 0 && (
          <ul aria-label={archived ? "Archived views" : "Views"} className="divide-y divide-border/60">
            {rows.map((view) => (
              <ViewRow
                key={view.id}
                place={place}
                view={view}
                owner={view.owned_by ? people.get(view.owned_by) : undefined}
                canManage={canManageView(view, viewer)}
                canFavorite={canFavorite && canCreate}
                onEdit={setEditing}
              />
            ))}
          </ul>
        )}
        {views.data && rows.length === 0 && searching && (
          <EmptyState icon={SearchX} title="No views match" description="Try another name, or clear the search and filter." />
        )}
        {views.data && rows.length === 0 && !searching && (
          <EmptyState
            icon={Layers}
            title="No saved views yet"
            description="A view saves a set of filters and display settings, so the issues you look at often are one click away."
            action={
              canCreate && (
                <Button size="sm" onClick={() => setCreating(true)}>
                  <Plus aria-hidden /> Create a view
                </Button>
              )
            }
          />
        )}
      </div>
      <ViewFormModal
        place={place}
        open={creating}
        onOpenChange={setCreating}
        settings={newViewSettings}
        onSaved={(view) => navigate(viewUrl(place, view.id))}
      />
      <ViewFormModal place={place} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} view={editing} />
    </div>
  );
}
