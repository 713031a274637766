import type { IssueLink } from "@hangar/contracts";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { issueLinks } from "../../../db/schema";
import { loadActorDetails } from "../comments/comments.repo";

export type LinkRow = typeof issueLinks.$inferSelect;

export async function serializeLinks(db: Db, rows: LinkRow[]): Promise<IssueLink[]> {
  const actors = await loadActorDetails(
    db,
    rows.map((r) => r.created_by),
  );
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    title: row.title,
    metadata: row.metadata,
    issue: row.issue_id,
    project: row.project_id,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
    created_by_detail: row.created_by ? (actors.get(row.created_by) ?? null) : null,
  }));
}

export async function serializeLink(db: Db, row: LinkRow): Promise<IssueLink> {
  return (await serializeLinks(db, [row]))[0];
}

export async function listLinks(db: Db, issueId: string): Promise<LinkRow[]> {
  return db
    .select()
    .from(issueLinks)
    .where(eq(issueLinks.issue_id, issueId))
    .orderBy(asc(issueLinks.created_at), asc(issueLinks.id));
}

export async function findLink(db: Db, issueId: string, linkId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(issueLinks)
    .where(and(eq(issueLinks.id, linkId), eq(issueLinks.issue_id, issueId)))
    .limit(1);
  return row;
}

export async function findLinkByUrl(db: Db, issueId: string, url: string, exceptId?: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(issueLinks)
    .where(and(eq(issueLinks.issue_id, issueId), eq(issueLinks.url, url), exceptId ? ne(issueLinks.id, exceptId) : undefined))
    .limit(1);
  return row;
}

export async function insertLink(db: Db, values: typeof issueLinks.$inferInsert): Promise<LinkRow> {
  const [row] = await db.insert(issueLinks).values(values).returning();
  return row;
}

export async function updateLink(db: Db, id: string, changes: Partial<typeof issueLinks.$inferInsert>): Promise<LinkRow> {
  const [row] = await db.update(issueLinks).set(changes).where(eq(issueLinks.id, id)).returning();
  return row;
}

export async function deleteLink(db: Db, id: string): Promise<void> {
  await db.delete(issueLinks).where(eq(issueLinks.id, id));
}
