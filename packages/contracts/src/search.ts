import { z } from "zod";
import { text, uuid } from "./common";
import { STATE_GROUPS } from "./constants";
import { PRIORITIES } from "./domain/issue";
import { ENTITY_SEARCH_TYPES, type EntitySearchType, SEARCH_QUERY_MAX } from "./domain/search";

export {
  ENTITY_SEARCH_TYPES,
  type EntitySearchType,
  ISSUE_PICKER_LIMIT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_GROUP_LIMIT,
  SEARCH_QUERY_MAX,
} from "./domain/search";

const searchText = text().trim().max(SEARCH_QUERY_MAX, `search can be at most ${SEARCH_QUERY_MAX} characters`);
const flag = (name: string) =>
  z.enum(["true", "false"], { message: `${name} must be true or false` }).transform((v) => v === "true");

/** An issue as search results and pickers show it: its key, name and state, never its body. */
export const issueSearchHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  sequence_id: z.number(),
  project_id: z.string(),
  project_identifier: z.string(),
  state_id: z.string().nullable(),
  state_name: z.string().nullable(),
  state_group: z.enum(STATE_GROUPS).nullable(),
  state_color: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  parent_id: z.string().nullable(),
  is_epic: z.boolean(),
});
export type IssueSearchHit = z.infer<typeof issueSearchHitSchema>;

export const workspaceSearchHitSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export const projectSearchHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  identifier: z.string(),
  logo_props: z.record(z.string(), z.unknown()),
});
const inProject = { id: z.string(), name: z.string(), project_id: z.string(), project_identifier: z.string() };
export const cycleSearchHitSchema = z.object({
  ...inProject,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export const moduleSearchHitSchema = z.object({ ...inProject, status: z.string() });
export const pageSearchHitSchema = z.object({ ...inProject, access: z.number() });
/** A saved view: a workspace view has no project. */
export const viewSearchHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  project_id: z.string().nullable(),
  project_identifier: z.string().nullable(),
});
export const memberSearchHitSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type ProjectSearchHit = z.infer<typeof projectSearchHitSchema>;
export type CycleSearchHit = z.infer<typeof cycleSearchHitSchema>;
export type ModuleSearchHit = z.infer<typeof moduleSearchHitSchema>;
export type PageSearchHit = z.infer<typeof pageSearchHitSchema>;
export type ViewSearchHit = z.infer<typeof viewSearchHitSchema>;
export type MemberSearchHit = z.infer<typeof memberSearchHitSchema>;

export const workspaceSearchQuery = z.object({
  /** Matched against names and keys (a number is a sequence id, `IDENT-12` one issue) and issue text. */
  search: searchText.optional(),
  /** Only this project's objects. */
  project_id: uuid.optional(),
});
export type WorkspaceSearchQuery = z.input<typeof workspaceSearchQuery>;

/** `intake` is always empty: Hangar has no intake yet. */
export const workspaceSearchSchema = z.object({
  results: z.object({
    workspace: z.array(workspaceSearchHitSchema),
    project: z.array(projectSearchHitSchema),
    issue: z.array(issueSearchHitSchema),
    cycle: z.array(cycleSearchHitSchema),
    module: z.array(moduleSearchHitSchema),
    issue_view: z.array(viewSearchHitSchema),
    page: z.array(pageSearchHitSchema),
    intake: z.array(issueSearchHitSchema),
  }),
});
export type WorkspaceSearch = z.infer<typeof workspaceSearchSchema>;

const entityTypes = text()
  .transform((raw) => [
    ...new Set(
      raw
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ])
  .refine((types) => types.length > 0, "query_type must name at least one type")
  .refine(
    (types): types is EntitySearchType[] => types.every((t) => (ENTITY_SEARCH_TYPES as readonly string[]).includes(t)),
    `query_type is a comma-joined list of: ${ENTITY_SEARCH_TYPES.join(", ")}`,
  )
  .transform((types) => types as EntitySearchType[]);

export const entitySearchQuery = z.object({
  query_type: entityTypes,
  query: searchText.optional(),
  /** Only this project's objects; mentions: its members. */
  project_id: uuid.optional(),
  /** Hits per type, up to the group limit. */
  count: z.coerce.number().int().min(1).max(50).optional(),
});
export type EntitySearchQuery = z.input<typeof entitySearchQuery>;

/** One list per asked type; types not asked for are absent. */
export const entitySearchSchema = z.object({
  user_mention: z.array(memberSearchHitSchema).optional(),
  issue: z.array(issueSearchHitSchema).optional(),
  project: z.array(projectSearchHitSchema).optional(),
  cycle: z.array(cycleSearchHitSchema).optional(),
  module: z.array(moduleSearchHitSchema).optional(),
  page: z.array(pageSearchHitSchema).optional(),
});
export type EntitySearch = z.infer<typeof entitySearchSchema>;

/**
 * The issue pickers' search. With `issue_id` (the issue the picker acts for) that issue is never offered,
 * and each picker flag leaves out what it could not take: `parent` the issue's descendants and its parent,
 * `sub_issue` its ancestors and its sub-issues, `issue_relation` the issues already related to it.
 * `cycle` / `module` leave out the issues already in that cycle or module.
 */
export const searchIssuesQuery = z.object({
  search: searchText.optional(),
  issue_id: uuid.optional(),
  parent: flag("parent").optional(),
  sub_issue: flag("sub_issue").optional(),
  issue_relation: flag("issue_relation").optional(),
  cycle: uuid.optional(),
  module: uuid.optional(),
});
export type SearchIssuesQuery = z.input<typeof searchIssuesQuery>;
export const searchIssuesSchema = z.array(issueSearchHitSchema);
