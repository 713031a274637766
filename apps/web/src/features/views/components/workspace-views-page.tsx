import { useParams } from "react-router";
import { useCurrentUser } from "../../auth";
import { useWorkspaceMembership } from "../../workspaces";
import { useViewPlace } from "../api/use-view-place";
import { canCreateViews } from "../lib/view-access";
import { BuiltInViewRows } from "./built-in-view-rows";
import { ViewsList } from "./views-list";

/** Workspace views open in the spreadsheet, as a table across projects reads best. */
export const WORKSPACE_VIEW_START = { display_filters: { layout: "spreadsheet" as const } };

/** `/:workspaceSlug/workspace-views`: the built-in lists, then the workspace's saved views. */
export function WorkspaceViewsPage() {
  const { workspaceSlug: slug = "" } = useParams();
  const place = useViewPlace(slug, null);
  const me = useCurrentUser();
  const membership = useWorkspaceMembership(slug);
  const viewer = { meId: me.data?.id ?? null, role: membership.data?.role ?? null };
  return (
    <ViewsList
      place={place}
      viewer={viewer}
      canFavorite={canCreateViews(viewer)}
      breadcrumb={<h1 className="text-sm font-medium text-fg">Views</h1>}
      builtIns={(search) => <BuiltInViewRows slug={slug} search={search} />}
      newViewSettings={WORKSPACE_VIEW_START}
    />
  );
}
