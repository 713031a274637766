import type { DisplayFilters, Issue, IssueGroupBy, UserProperties } from "@hangar/contracts";
import { Toaster } from "sonner";
import { type StubHandler, type StubReply, type StubRequest, stubFetch } from "../../test/fetch-stub";
import { renderWithApp } from "../../test/render";
import { BASE, groupedPage, page, projectScreenRoutes, userProperties } from "../issue-core/test-fixtures";
import { ProjectIssuesPage } from "./project-issues-page";

type PageOptions = {
  routes?: Record<string, StubHandler>;
  display?: Partial<DisplayFilters>;
  filters?: Partial<UserProperties["filters"]>;
  /** Overrides a group's total (the server has more than the first page). */
  totals?: Record<string, number>;
};

const keyOf: Partial<Record<IssueGroupBy, (issue: Issue) => string[]>> = {
  state_id: (i) => [i.state_id ?? "None"],
  priority: (i) => [i.priority],
  labels__id: (i) => (i.label_ids.length ? i.label_ids : ["None"]),
  assignees__id: (i) => (i.assignee_ids.length ? i.assignee_ids : ["None"]),
};

/** The issues list the way the server answers it: grouped by the asked grouping, else flat. */
export function listHandler(issues: Issue[], totals: Record<string, number> = {}): (request: StubRequest) => StubReply {
  return (request: StubRequest) => {
    const groupBy = request.query.get("group_by") as IssueGroupBy | null;
    if (!groupBy || !keyOf[groupBy]) return { body: page(issues) };
    return { body: groupedPage(issues, groupBy, totals, keyOf[groupBy]) };
  };
}

/** Renders the project issues page against stubbed project data, issues and stored preferences. */
export function renderIssuesPage(issues: Issue[], { routes = {}, display, filters, totals }: PageOptions = {}) {
  const net = stubFetch({
    ...projectScreenRoutes(),
    [`GET ${BASE}user-properties/`]: { body: userProperties(display, filters) },
    [`PATCH ${BASE}user-properties/`]: { body: userProperties(display, filters) },
    [`GET ${BASE}issues/`]: listHandler(issues, totals),
    ...routes,
  });
  const view = renderWithApp(
    <>
      <ProjectIssuesPage />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/issues", path: "/:workspaceSlug/projects/:projectId/issues" },
  );
  return { ...view, net };
}
