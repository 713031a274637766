import { type IssueRelationRef, type ListExpand, RELATION_INVERSE, type RelationType } from "@hangar/contracts";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { cycles, issueRelations, modules } from "../../../db/schema";
import { isUuid } from "../../../lib/permissions";
import { readableIssueIds } from "../../../lib/visibility";

export type CycleRow = typeof cycles.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

export async function findProjectCycle(db: Db, projectId: string, cycleId: string): Promise<CycleRow | undefined> {
  if (!isUuid(cycleId)) return undefined;
  const [row] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.project_id, projectId), eq(cycles.id, cycleId)))
    .limit(1);
  return row;
}

export async function findProjectModule(db: Db, projectId: string, moduleId: string): Promise<ModuleRow | undefined> {
  if (!isUuid(moduleId)) return undefined;
  const [row] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.project_id, projectId), eq(modules.id, moduleId)))
    .limit(1);
  return row;
}

type PageRelations = { issue_relation?: IssueRelationRef[]; issue_related?: IssueRelationRef[] };

/**
 * The relations of a page's issues in one query (never one per row), each typed as seen from the issue
 * it is listed under: `issue_relation` where the issue holds the stored row, `issue_related` where the
 * other issue does. A relation to an issue the user may not read (lib/visibility.ts) is left out.
 */
export async function pageRelations(
  db: Db,
  workspaceId: string,
  userId: string,
  rows: readonly { issue: { id: string } }[],
  expand: readonly ListExpand[],
): Promise<Map<string, PageRelations>> {
  const ids = [...new Set(rows.map((r) => r.issue.id))];
  const out = new Map<string, PageRelations>(ids.map((id) => [id, {}]));
  const holds = expand.includes("issue_relation");
  const held = expand.includes("issue_related");
  for (const id of ids) {
    const entry = out.get(id) as PageRelations;
    if (holds) entry.issue_relation = [];
    if (held) entry.issue_related = [];
  }
  if (ids.length === 0) return out;
  const sides = [holds && inArray(issueRelations.issue_id, ids), held && inArray(issueRelations.related_issue_id, ids)].filter(
    (c) => c !== false,
  );
  const found = await db
    .select({
      id: issueRelations.id,
      issue_id: issueRelations.issue_id,
      related_issue_id: issueRelations.related_issue_id,
      relation_type: issueRelations.relation_type,
    })
    .from(issueRelations)
    .where(and(eq(issueRelations.workspace_id, workspaceId), or(...sides)));
  const listed = new Set(ids);
  const readable = await readableIssueIds(
    db,
    userId,
    found.flatMap((r) => [r.issue_id, r.related_issue_id]).filter((id) => !listed.has(id)),
  );
  const visible = (id: string) => listed.has(id) || readable.has(id);
  for (const row of found) {
    if (!visible(row.issue_id) || !visible(row.related_issue_id)) continue;
    const type = row.relation_type as RelationType;
    if (holds)
      out.get(row.issue_id)?.issue_relation?.push({ id: row.id, relation_type: type, related_issue: row.related_issue_id });
    if (held) {
      out
        .get(row.related_issue_id)
        ?.issue_related?.push({ id: row.id, relation_type: RELATION_INVERSE[type], related_issue: row.issue_id });
    }
  }
  return out;
}
