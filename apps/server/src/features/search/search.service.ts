import {
  canBrowsePublicProjects,
  type EntitySearch,
  type EntitySearchType,
  ISSUE_PICKER_LIMIT,
  type IssueSearchHit,
  SEARCH_GROUP_LIMIT,
  type WorkspaceSearch,
} from "@hangar/contracts";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ProjectAccess, WorkspaceAccess } from "../../lib/permissions";
import * as groups from "./group-search.repo";
import { searchIssues } from "./issue-search.repo";
import * as repo from "./search.repo";
import { parseSearch, type SearchTerms } from "./search-terms";

/**
 * What one caller may search in a workspace. Issues follow the one visibility rule (lib/visibility.ts:
 * active project membership, no one else's drafts, nothing deleted); search also leaves out drafts
 * altogether (they have their own list), archived issues and everything of an archived project (each has
 * its archive), and a project's cycles, modules, pages or views while that feature is turned off there.
 * Pages: the caller's own, and public ones where they read the project's pages (Guests only where the
 * project lets guests view everything).
 */
type SearchScope = {
  userId: string;
  workspaceId: string;
  role: number;
  projects: groups.SearchProject[];
};

async function scopeOf(db: Db, access: WorkspaceAccess, projectId?: string): Promise<SearchScope> {
  const readable = await groups.readableProjects(db, access.workspace.id, access.userId);
  return {
    userId: access.userId,
    workspaceId: access.workspace.id,
    role: access.role,
    projects: readable.filter((p) => !p.archived && (projectId === undefined || p.id === projectId)),
  };
}

const idsWhere = (scope: SearchScope, feature?: "cycles" | "modules" | "pages" | "views") =>
  scope.projects.filter((p) => feature === undefined || p[feature]).map((p) => p.id);

/** The readable project an `IDENT-12` key names, if any. */
const keyProjectOf = (scope: SearchScope, terms: SearchTerms | null) =>
  terms?.key ? scope.projects.find((p) => p.identifier.toUpperCase() === terms.key?.identifier)?.id : undefined;

function issueHits(db: Db, scope: SearchScope, terms: SearchTerms | null, limit: number): Promise<IssueSearchHit[]> {
  return searchIssues(db, {
    workspaceId: scope.workspaceId,
    newestFirst: "updated",
    projectIds: idsWhere(scope),
    terms,
    keyProjectId: keyProjectOf(scope, terms),
    limit,
  }) as Promise<IssueSearchHit[]>;
}

function pageHits(db: Db, scope: SearchScope, terms: SearchTerms, limit: number) {
  const projectIds = idsWhere(scope, "pages");
  return groups.searchPages(
    db,
    {
      userId: scope.userId,
      projectIds,
      publicProjectIds: scope.projects.filter((p) => p.pages && p.publicPages).map((p) => p.id),
    },
    terms,
    limit,
  );
}

const EMPTY: WorkspaceSearch["results"] = {
  workspace: [],
  project: [],
  issue: [],
  cycle: [],
  module: [],
  issue_view: [],
  page: [],
  intake: [],
};

/** `search/`: every kind of object at once, each list capped, for the command palette. */
export async function searchWorkspace(
  db: Db,
  access: WorkspaceAccess,
  query: { search?: string; project_id?: string },
): Promise<WorkspaceSearch> {
  const terms = parseSearch(query.search);
  if (!terms) return { results: EMPTY };
  const scope = await scopeOf(db, access, query.project_id);
  const limit = SEARCH_GROUP_LIMIT;
  const [workspace, project, issue, cycle, module, issue_view, page] = await Promise.all([
    query.project_id ? [] : groups.searchWorkspaces(db, access.userId, terms, limit),
    groups.searchProjects(
      db,
      {
        workspaceId: scope.workspaceId,
        userId: scope.userId,
        seePublic: canBrowsePublicProjects(access.role),
        projectId: query.project_id,
      },
      terms,
      limit,
    ),
    issueHits(db, scope, terms, limit),
    groups.searchCycles(db, idsWhere(scope, "cycles"), terms, limit),
    groups.searchModules(db, idsWhere(scope, "modules"), terms, limit),
    groups.searchViews(
      db,
      {
        workspaceId: scope.workspaceId,
        userId: scope.userId,
        projectIds: idsWhere(scope, "views"),
        withWorkspaceViews: query.project_id === undefined,
      },
      terms,
      limit,
    ),
    pageHits(db, scope, terms, limit),
  ]);
  // Hangar has no intake yet: the list is part of the wire contract and stays empty.
  return { results: { workspace, project, issue, cycle, module, issue_view, page, intake: [] } };
}

/** `entity-search/`: the asked kinds for mention and link pickers; an empty query lists the first few. */
export async function searchEntities(
  db: Db,
  access: WorkspaceAccess,
  query: { query_type: EntitySearchType[]; query?: string; project_id?: string; count?: number },
): Promise<EntitySearch> {
  const terms = parseSearch(query.query);
  const limit = Math.min(query.count ?? SEARCH_GROUP_LIMIT, SEARCH_GROUP_LIMIT * 5);
  const scope = await scopeOf(db, access, query.project_id);
  // A project the caller cannot read gives nothing, its members included.
  const projectUnreadable = query.project_id !== undefined && scope.projects.length === 0;
  // Lists without a query match everything: a picker opened before typing shows the first few.
  const all: SearchTerms = terms ?? { text: "", pattern: "%", words: [], tsquery: null, sequenceId: null, key: null };
  const run: Record<EntitySearchType, () => Promise<unknown[]>> = {
    user_mention: async () =>
      projectUnreadable
        ? []
        : repo.searchMembers(db, { workspaceId: scope.workspaceId, projectId: query.project_id }, terms, limit),
    issue: () => issueHits(db, scope, terms, limit),
    project: () =>
      groups.searchProjects(
        db,
        {
          workspaceId: scope.workspaceId,
          userId: scope.userId,
          seePublic: canBrowsePublicProjects(access.role),
          projectId: query.project_id,
        },
        all,
        limit,
      ),
    cycle: () => groups.searchCycles(db, idsWhere(scope, "cycles"), all, limit),
    module: () => groups.searchModules(db, idsWhere(scope, "modules"), all, limit),
    page: () => pageHits(db, scope, all, limit),
  };
  const lists = await Promise.all(query.query_type.map((type) => run[type]()));
  return Object.fromEntries(query.query_type.map((type, i) => [type, lists[i]])) as EntitySearch;
}

/**
 * `search-issues/`: one project's issues for a picker. The issue the picker acts for is never offered, nor
 * what its rule refuses (a descendant as parent, an ancestor as sub-issue, an issue already related or
 * already in the cycle or module).
 */
export async function searchProjectIssues(
  db: Db,
  access: ProjectAccess,
  query: {
    search?: string;
    issue_id?: string;
    parent?: boolean;
    sub_issue?: boolean;
    issue_relation?: boolean;
    cycle?: string;
    module?: string;
  },
): Promise<IssueSearchHit[]> {
  if (access.project.archived_at) return [];
  const terms = parseSearch(query.search);
  const exclude: SQL[] = [];
  const issueId = query.issue_id;
  if (issueId) {
    exclude.push(query.parent ? repo.notUnder(issueId) : repo.notSelf(issueId));
    if (query.parent) exclude.push(repo.notParentOf(issueId));
    if (query.sub_issue) exclude.push(repo.notAbove(issueId), repo.notChildOf(issueId));
    if (query.issue_relation) exclude.push(repo.notRelatedTo(issueId));
  }
  if (query.cycle) exclude.push(repo.notInCycle(query.cycle));
  if (query.module) exclude.push(repo.notInModule(query.module));
  const keyProjectId =
    terms?.key && terms.key.identifier === access.project.identifier.toUpperCase() ? access.project.id : undefined;
  return (await searchIssues(db, {
    workspaceId: access.workspace.id,
    newestFirst: "sequence",
    projectIds: [access.project.id],
    terms,
    keyProjectId,
    exclude,
    limit: ISSUE_PICKER_LIMIT,
  })) as IssueSearchHit[];
}
