import type { IssueView, WorkspaceBuiltInView } from "@hangar/contracts";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { BreadcrumbSeparator } from "../../../components/ui/breadcrumb-separator";
import { PageSpinner } from "../../../components/ui/spinner";
import { useCurrentUser } from "../../auth";
import { workspaceBuiltInScope, workspaceViewScope } from "../../issue-core";
import { IssuesScreen } from "../../issues";
import { useWorkspaceMembership } from "../../workspaces";
import { useViewPlace } from "../api/use-view-place";
import { useView } from "../api/use-views";
import type { ViewPlace } from "../api/view-keys";
import { builtInView } from "../lib/built-in-views";
import { canCreateViews, type ViewViewer, viewName } from "../lib/view-access";
import { SaveAsViewButton } from "./save-as-view-button";
import { ViewNotFound } from "./view-not-found";
import { ViewScreenActions } from "./view-screen-actions";
import { WorkspaceViewTabs } from "./workspace-view-tabs";

function Crumbs({ slug, name }: { slug: string; name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-2">
      <Link to={`/${slug}/workspace-views`} className="text-sm text-fg-muted hover:text-fg">
        Views
      </Link>
      <BreadcrumbSeparator />
      <h1 className="truncate text-sm font-medium text-fg">{name}</h1>
    </nav>
  );
}

/** `/:workspaceSlug/workspace-views/:globalViewId`: a built-in or saved workspace view across projects. */
export function WorkspaceViewPage() {
  const { workspaceSlug: slug = "", globalViewId = "" } = useParams();
  const place = useViewPlace(slug, null);
  const me = useCurrentUser();
  const membership = useWorkspaceMembership(slug);
  const viewer: ViewViewer = { meId: me.data?.id ?? null, role: membership.data?.role ?? null };
  const builtIn = builtInView(globalViewId);
  return (
    <div className="flex h-full flex-col">
      <WorkspaceViewTabs place={place} />
      <div className="min-h-0 flex-1">
        {builtIn ? (
          me.data ? (
            <BuiltInList key={builtIn.key} place={place} view={builtIn} meId={me.data.id} viewer={viewer} />
          ) : (
            <PageSpinner label="Loading view" />
          )
        ) : (
          <SavedList key={globalViewId} place={place} viewId={globalViewId} viewer={viewer} />
        )}
      </div>
    </div>
  );
}

type BuiltInListProps = {
  place: ViewPlace;
  view: { key: WorkspaceBuiltInView; name: string; description: string };
  meId: string;
  viewer: ViewViewer;
};

function BuiltInList({ place, view, meId, viewer }: BuiltInListProps) {
  const scope = useMemo(() => workspaceBuiltInScope(place.slug, view.key, meId), [place.slug, view.key, meId]);
  return (
    <IssuesScreen
      scope={scope}
      breadcrumb={<Crumbs slug={place.slug} name={view.name} />}
      actions={canCreateViews(viewer) && <SaveAsViewButton place={place} scope={scope} />}
      emptyTitle="No issues here yet"
      emptyDescription={`${view.description} show here.`}
    />
  );
}

function SavedList({ place, viewId, viewer }: { place: ViewPlace; viewId: string; viewer: ViewViewer }) {
  const view = useView(place, viewId);
  if (view.isPending) return <PageSpinner label="Loading view" />;
  if (view.isError) return <ViewNotFound error={view.error} backTo={`/${place.slug}/workspace-views`} />;
  return <SavedViewScreen place={place} view={view.data} viewer={viewer} />;
}

function SavedViewScreen({ place, view, viewer }: { place: ViewPlace; view: IssueView; viewer: ViewViewer }) {
  const scope = useMemo(() => workspaceViewScope(place.slug, view), [place.slug, view]);
  return (
    <IssuesScreen
      scope={scope}
      breadcrumb={<Crumbs slug={place.slug} name={viewName(view)} />}
      actions={<ViewScreenActions place={place} view={view} scope={scope} viewer={viewer} canFavorite />}
      emptyTitle="No issues in this view"
      emptyDescription="No issue of your projects matches this view's filters yet."
    />
  );
}
