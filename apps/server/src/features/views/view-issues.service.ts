import type { IssueListPage, ListIssuesQuery } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { type IssueListInput, listInputFromQuery, listIssues } from "../issues";
import { compactFilters, resolveDisplayFilters, resolveFilters } from "./view-serializer";
import { requireView, type ViewContext } from "./views.service";

/**
 * The issue list of a saved view: its filters AND-ed with the query's own, its display settings as the
 * defaults the query may override. A project view lists its project; a workspace view lists every project
 * the caller belongs to, with no manual order (spec §4: sort_order becomes -created_at).
 */
export async function listViewIssues(db: Db, ctx: ViewContext, viewId: string, query: ListIssuesQuery): Promise<IssueListPage> {
  const view = await requireView(db, ctx, viewId);
  const saved = resolveDisplayFilters(view.project_id, view.display_filters);
  const asked = listInputFromQuery(query);
  const queryDisplay = asked.display ?? {};
  // A grouping asked for (or group_by=none) replaces the saved one with its own sub-grouping, so the two
  // never clash.
  const grouping =
    queryDisplay.group_by !== undefined
      ? { group_by: queryDisplay.group_by, sub_group_by: queryDisplay.group_by ? (queryDisplay.sub_group_by ?? null) : null }
      : { group_by: saved.group_by, sub_group_by: saved.sub_group_by };
  let orderBy = queryDisplay.order_by ?? saved.order_by;
  if (!view.project_id && orderBy === "sort_order") orderBy = "-created_at";
  const input: IssueListInput = {
    workspaceId: ctx.workspaceId,
    userId: ctx.userId,
    ...(view.project_id ? { projectIds: [view.project_id] } : { memberOnly: true }),
    ...asked,
    filters: [compactFilters(resolveFilters(view.filters)), ...(asked.filters ? [asked.filters].flat() : [])],
    display: {
      ...grouping,
      order_by: orderBy,
      sub_issue: queryDisplay.sub_issue ?? saved.sub_issue,
      type: queryDisplay.type ?? saved.type,
      show_empty_groups: queryDisplay.show_empty_groups ?? saved.show_empty_groups,
    },
  };
  return listIssues(db, input, view.project_id ? "sort_order" : "-created_at");
}
