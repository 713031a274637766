import { ROLE } from "../constants";
import { endpoint } from "../endpoint";
import {
  entitySearchQuery,
  entitySearchSchema,
  searchIssuesQuery,
  searchIssuesSchema,
  workspaceSearchQuery,
  workspaceSearchSchema,
} from "../search";

const workspace = "/api/workspaces/:slug";
/**
 * Everyone in the workspace may search; what comes back is only what they may read (the service applies
 * the visibility rules of issues, projects, pages and views).
 */
const anyMember = { workspace: ROLE.GUEST } as const;

/** Search (spec §5, §7 Workspace → search, entity-search; Projects → search-issues). */
export const searchEndpoints = {
  workspace: endpoint({
    method: "GET",
    path: `${workspace}/search/`,
    access: anyMember,
    query: workspaceSearchQuery,
    response: workspaceSearchSchema,
    summary:
      "Search everything the caller may read: workspaces, projects, issues (by key, name and text), cycles, modules, views, pages",
  }),
  entity: endpoint({
    method: "GET",
    path: `${workspace}/entity-search/`,
    access: anyMember,
    query: entitySearchQuery,
    response: entitySearchSchema,
    summary: "Mention and link pickers: the comma-joined `query_type` kinds matching `query`",
  }),
  issues: endpoint({
    method: "GET",
    path: `${workspace}/projects/:projectId/search-issues/`,
    access: { project: ROLE.GUEST },
    query: searchIssuesQuery,
    response: searchIssuesSchema,
    summary:
      "Issue pickers (parent, sub-issue, relation, cycle, module): the project's issues matching `search`, minus what the picker cannot take",
  }),
};
