import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issues, projects, states } from "../../db/schema";
import { issueSummaryColumns } from "../issues";
import type { SearchTerms } from "./search-terms";

/**
 * The text an issue is searched by: its name and the plain text of its description. The expression is the
 * one issues_search_text_idx indexes (schema/issues.ts), word for word.
 */
const issueDocument = sql`to_tsvector('simple'::regconfig, ${issues.name} || ' ' || ${issues.description_stripped})`;

/** Issues search may return: not deleted, not archived, not drafts (the predicate of the search indexes). */
const liveIssue = sql`${issues.deleted_at} is null and ${issues.archived_at} is null and not ${issues.is_draft}`;

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

export type IssueSearch = {
  workspaceId: string;
  /** Only issues of these projects: the caller's readable ones. */
  projectIds: readonly string[];
  terms: SearchTerms | null;
  /** The project whose identifier `terms.key` names, when the caller may read it. */
  keyProjectId?: string;
  /** What a picker cannot take. */
  exclude?: (SQL | undefined)[];
  /** Order among equals, and of everything when there is no text: an index's order, so a page stops early. */
  newestFirst: "sequence" | "updated";
  limit: number;
};

export type IssueSearchRow = {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  project_identifier: string;
  state_id: string | null;
  state_name: string | null;
  state_group: string | null;
  state_color: string | null;
  priority: string;
  parent_id: string | null;
  is_epic: boolean;
};

/**
 * How many names containing the text (apart from those that are it) are ranked by likeness: the newest this
 * many that start with it, and the newest this many that contain it. similarity() costs about 3 µs a name,
 * so a text in every name of 10,000 took 58 ms to rank in full; 500 is far more than anyone scrolls through
 * (a page shows 10 or 30). Names that are the text are never capped: they come first whatever their age.
 */
export const NAME_CANDIDATES = 500;
/**
 * Finding the newest NAME_CANDIDATES matches costs either the matches (the trigram index finds them all,
 * then they are sorted) or NAME_CANDIDATES / their density (walking the newest issues until enough match),
 * and the planner, guessing the density from a sample of names, picked the walk for a word in 1.5% of
 * 100,000 names (40 ms). So each part asks the trigram index for at most NAME_PROBE matches, in no order:
 * fewer means these are all of them; as many means the text is common, and the newest NAME_WINDOW issues
 * are walked instead, where at that density they are likely to hold the newest NAME_CANDIDATES. Either way
 * at most a few thousand rows are read, however many issues there are.
 */
export const NAME_PROBE = 1_000;
export const NAME_WINDOW = 2_500;

/** Fewer characters than a trigram: no index can find them inside names, so they are matched in recency order. */
const SHORT = 3;

/**
 * Issues matching a search, best first:
 * 1. the issue a key names, then those a number names;
 * 2. names that contain the text: those that are it, then that start with it, then by trigram similarity
 *    (likeness is ranked among the newest NAME_CANDIDATES of those that start with it, and of the others);
 * 3. full-text matches (words starting with the text's words, in the name or the description) whose name
 *    holds every word, by trigram similarity of the name;
 * 4. the other full-text matches (some words are only in the description): those whose name holds more of
 *    the words first, then newest first.
 * Then newest first among equals. Without text, or with one or two characters: the newest issues whose
 * name holds the text (or whose number it is).
 */
export async function searchIssues(db: Db, s: IssueSearch): Promise<IssueSearchRow[]> {
  if (s.projectIds.length === 0) return [];
  const t = s.terms;
  if (t === null || t.text.length < SHORT) return newestMatches(db, s, t);
  return rankedMatches(db, s, t);
}

const inProjects = (s: IssueSearch) =>
  and(
    eq(issues.workspace_id, s.workspaceId),
    s.projectIds.length === 1
      ? eq(issues.project_id, s.projectIds[0] as string)
      : sql`${issues.project_id} = any(${uuidArray(s.projectIds)})`,
    liveIssue,
    ...(s.exclude ?? []),
  ) as SQL;

const keyMatchOf = (s: IssueSearch, t: SearchTerms | null) =>
  t?.key && s.keyProjectId
    ? sql`(${issues.project_id} = ${s.keyProjectId} and ${issues.sequence_id} = ${t.key.sequenceId})`
    : null;

const numberMatchOf = (t: SearchTerms | null) =>
  t?.sequenceId !== null && t?.sequenceId !== undefined ? sql`${issues.sequence_id} = ${t.sequenceId}` : null;

const hitColumns = {
  ...issueSummaryColumns,
  parent_id: issues.parent_id,
  is_epic: issues.is_epic,
};

/** No text, or too little to rank: the newest issues the text, number or key matches. */
async function newestMatches(db: Db, s: IssueSearch, t: SearchTerms | null): Promise<IssueSearchRow[]> {
  const keyMatch = keyMatchOf(s, t);
  const numberMatch = numberMatchOf(t);
  const matches = [t ? sql`${issues.name} ilike ${t.pattern}` : null, numberMatch, keyMatch].filter((m) => m !== null);
  const newest = s.newestFirst === "sequence" ? desc(issues.sequence_id) : desc(issues.updated_at);
  const rows = await db
    .select(hitColumns)
    .from(issues)
    .innerJoin(projects, eq(projects.id, issues.project_id))
    .leftJoin(states, eq(states.id, issues.state_id))
    .where(and(inProjects(s), matches.length > 0 ? or(...matches) : undefined))
    .orderBy(...(keyMatch ? [desc(keyMatch)] : []), ...(numberMatch ? [desc(numberMatch)] : []), newest, asc(issues.id))
    .limit(s.limit);
  return rows as IssueSearchRow[];
}

/**
 * The ranked search, as one statement: each group of the ranking (see searchIssues) picks its own best
 * `limit` by its own rule, and only those are ranked together and read in full. So a common word's
 * thousands of description matches are never ranked by name (similarity() over 5,000 names cost more than
 * everything else together): the newest of them are taken from a materialized scan of the full-text
 * index, whose fence keeps the planner from walking the whole table in recency order looking for them.
 * Names that contain the text are bounded the same way (NAME_CANDIDATES), and once the key, number and
 * name groups fill the page, the text groups after them are not scanned at all.
 */
async function rankedMatches(db: Db, s: IssueSearch, t: SearchTerms): Promise<IssueSearchRow[]> {
  const base = inProjects(s);
  const limit = s.limit;
  const keyMatch = keyMatchOf(s, t);
  const numberMatch = numberMatchOf(t);
  const byNumber = [keyMatch, numberMatch].filter((m) => m !== null);
  const notByNumber = byNumber.length > 0 ? sql`not (${or(...byNumber)})` : sql`true`;
  const exact = sql`lower(${issues.name}) = lower(${t.text})`;
  const prefix = sql`${issues.name} ilike ${t.pattern.slice(1)}`;
  const contains = sql`${issues.name} ilike ${t.pattern}`;
  const similar = sql`similarity(${issues.name}, ${t.text})`;
  const newest = s.newestFirst === "sequence" ? issues.sequence_id : issues.updated_at;
  // Words are letters and digits only: nothing in them is special to LIKE. One condition per word, so the
  // trigram index answers them (it cannot answer `ilike all (array)`).
  const wordsInName = t.words.length > 0 ? and(...t.words.map((w) => sql`${issues.name} ilike ${`%${w}%`}`)) : null;
  // tsquery is null exactly when there are no words.
  const fullText = t.tsquery && wordsInName ? sql`${issueDocument} @@ to_tsquery('simple'::regconfig, ${t.tsquery})` : null;
  // A single word that is the whole text: a name holding it contains the text, so group 3 would be empty.
  const wordGroup = wordsInName && fullText && !(t.words.length === 1 && t.words[0] === t.text.toLowerCase());

  const row = (tier: number, k: SQL, n: SQL, ex: SQL, pre: SQL, co: SQL, sim: SQL) =>
    sql`${issues.id} as id, ${sql.raw(String(tier))} as tier, ${k} as k, ${n} as n, ${ex} as ex, ${pre} as pre,
      ${co} as co, (${sim})::real as sim, ${newest} as newest`;
  // Groups 1 and 2: what they pick comes first, so once they hold `limit` issues the later groups are
  // never scanned (their arms are gated on these counts; an unread CTE is never run).
  const first: SQL[] = [];
  if (byNumber.length > 0) {
    first.push(sql`(select ${row(0, keyMatch ?? sql`false`, numberMatch ?? sql`false`, exact, prefix, contains, similar)}
      from ${issues} where ${base} and (${or(...byNumber)})
      order by k desc, n desc, ex desc, pre desc, co desc, sim desc, newest desc, id limit ${limit})`);
  }
  // Group 2 in parts, so that no part ranks more than NAME_CANDIDATES names by likeness however many
  // contain the text: the names that are it (all equally like it: the newest, through
  // issues_search_exact_idx), then the newest that start with it, then the newest that contain it. The
  // last also takes names starting with the text, so that a walk of the newest issues stops after
  // NAME_CANDIDATES matches even when every name starts with the text; a name both parts rank is the same
  // row in each, which the `union` keeps once.
  first.push(sql`(select ${row(1, sql`false`, sql`false`, sql`true`, sql`true`, sql`true`, similar)}
    from ${issues} where ${base} and ${exact} and ${notByNumber}
    order by newest desc, id limit ${limit})`);
  const prefixPattern = t.pattern.slice(1);
  const others = sql`${base} and not ${exact} and ${notByNumber}`;
  const probe = (pattern: string) =>
    sql`select ${issues.id} as id, ${issues.name} as name, ${issues.name} ilike ${prefixPattern} as pre, ${newest} as newest
      from ${issues} where ${others} and ${issues.name} ilike ${pattern} limit ${NAME_PROBE}`;
  // The names starting with the text are among those containing it: their own probe runs only when the
  // other one was full (an initplan is run when first needed, and `and` stops at the first false).
  const probes = [
    sql`contains_probe as materialized (${probe(t.pattern)})`,
    sql`prefix_probe as materialized (${probe(prefixPattern)})`,
  ];
  const fullC = sql`(select count(*) from contains_probe) >= ${NAME_PROBE}`;
  const fullP = sql`(select count(*) from prefix_probe) >= ${NAME_PROBE}`;
  // The newest issues in order, of which the first NAME_CANDIDATES matching are taken; in recency order,
  // so the walk stops there.
  const walk = (pattern: string) => sql`(select * from (select ${issues.id} as id, ${issues.name} as name,
      ${issues.name} ilike ${prefixPattern} as pre, ${newest} as newest from ${issues}
      where ${others} order by ${newest} desc, ${issues.id} limit ${NAME_WINDOW}) w
    where name ilike ${pattern} limit ${NAME_CANDIDATES})`;
  const likest = (candidates: SQL) => sql`(select id, 1 as tier, false as k, false as n, false as ex, pre, true as co,
      similarity(name, ${t.text})::real as sim, newest
    from (select * from (${candidates}) c order by newest desc, id limit ${NAME_CANDIDATES}) p
    order by pre desc, sim desc, newest desc, id limit ${limit})`;
  first.push(
    likest(sql`(select * from contains_probe where pre and not ${fullC})
      union all (select * from prefix_probe where ${fullC} and not ${fullP})
      union all (select * from ${walk(prefixPattern)} wp where ${fullC} and ${fullP})`),
    likest(sql`(select * from contains_probe where not ${fullC})
      union all (select * from ${walk(t.pattern)} wc where ${fullC})`),
  );
  const ctes = [...probes, sql`named as materialized (${sql.join(first, sql` union `)})`];
  const later: SQL[] = [];
  let before = sql`(select count(*) from named)`;
  if (wordGroup) {
    ctes.push(sql`words as materialized (
      select ${row(2, sql`false`, sql`false`, sql`false`, sql`false`, sql`false`, similar)}
      from ${issues} where ${base} and ${wordsInName} and ${fullText} and not ${contains} and ${notByNumber}
        and ${before} < ${limit}
      order by sim desc, newest desc, id limit ${limit})`);
    later.push(sql`(select * from words)`);
    before = sql`${before} + (select count(*) from words)`;
  }
  if (fullText) {
    // How many of the words the name holds: a cheap likeness of the name, unlike similarity().
    const inName = sql.join(
      t.words.map((w) => sql`(${issues.name} ilike ${`%${w}%`})::int`),
      sql` + `,
    );
    ctes.push(sql`text_only as materialized (
      select ${issues.id} as id, (${inName})::real as in_name, ${newest} as newest from ${issues}
      where ${base} and ${fullText} and not ${contains} and not (${wordsInName}) and ${notByNumber})`);
    later.push(sql`(select id, 3 as tier, false as k, false as n, false as ex, false as pre, false as co, in_name as sim, newest
      from text_only where ${before} < ${limit} order by in_name desc, newest desc, id limit ${limit})`);
  }
  const ranked = sql.join([sql`(select * from named)`, ...later], sql` union all `);
  const result = await db.execute(sql`with ${sql.join(ctes, sql`, `)}
    select ${issues.id} as id, ${issues.name} as name, ${issues.sequence_id} as sequence_id, ${issues.project_id} as project_id,
      ${projects.identifier} as project_identifier, ${issues.state_id} as state_id, ${states.name} as state_name,
      ${states.group} as state_group, ${states.color} as state_color, ${issues.priority} as priority,
      ${issues.parent_id} as parent_id, ${issues.is_epic} as is_epic
    from (${ranked}) c
    join ${issues} on ${issues.id} = c.id
    join ${projects} on ${projects.id} = ${issues.project_id}
    left join ${states} on ${states.id} = ${issues.state_id}
    order by c.tier, c.k desc, c.n desc, c.ex desc, c.pre desc, c.co desc, c.sim desc, c.newest desc, c.id
    limit ${limit}`);
  return (result as unknown as { rows: IssueSearchRow[] }).rows;
}
