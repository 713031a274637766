import {
  type CreateIssueBody,
  type Issue,
  type ListIssuesQuery,
  type LiveChangeOf,
  ROLE,
  type UpdateIssueBody,
} from "@hangar/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { issues } from "../../../db/schema";
import { notFound } from "../../../lib/errors";
import { recordEvent } from "../../../lib/events";
import { isUuid, type ProjectAccess, projectAccess, type WorkspaceAccess } from "../../../lib/permissions";
import { writeContextOf } from "../issue-changes";
import { serializeIssue, toIssue } from "../issue-serializer";
import { announceCreated, applyIssueUpdate, insertIssue } from "../issue-writer";
import type { IssueRow } from "../issues.repo";
import * as repo from "../issues.repo";
import { softDeleteIssues } from "../issues.service";
import { listProjectDraftIssues, listWorkspaceDraftIssues } from "../list/issue-list.service";

type DraftUpdate = UpdateIssueBody & { is_draft?: false };

/**
 * Drafts belong to their creator: nobody else lists, reads or edits them, and they stay quiet (no
 * activity, subscriptions, or live events anyone else hears) until published, when they get all of that
 * as a new issue.
 */
async function requireDraft(db: Db, access: ProjectAccess, draftId: string, lock = false): Promise<IssueRow> {
  const row = isUuid(draftId) ? await repo.findIssue(db, access.project.id, draftId, lock) : undefined;
  if (!row?.is_draft || row.created_by !== access.userId) throw notFound("Issue not found");
  return row;
}

/** Tells the author's own open screens (their drafts list and its count in the sidebar), and no one else's. */
function draftEvent(tx: Db, access: ProjectAccess, draftId: string, change: LiveChangeOf<"draft_issue">) {
  return recordEvent(tx, {
    workspace_id: access.project.workspace_id,
    project_id: access.project.id,
    entity_type: "draft_issue",
    entity_id: draftId,
    ...change,
    actor_id: access.userId,
    recipient_id: access.userId,
  });
}

export async function listProjectDrafts(db: Db, access: ProjectAccess, query: ListIssuesQuery) {
  return listProjectDraftIssues(db, access, query);
}

export async function listWorkspaceDrafts(db: Db, access: WorkspaceAccess, query: ListIssuesQuery) {
  return listWorkspaceDraftIssues(db, access, query);
}

export async function createDraft(db: Db, access: ProjectAccess, body: CreateIssueBody): Promise<Issue> {
  return db.transaction(async (tx) => {
    const { row, extras } = await insertIssue(tx, writeContextOf(access), body, { draft: true });
    await draftEvent(tx, access, row.id, { action: "created", payload: {} });
    return toIssue(row, extras, { description: true });
  });
}

export async function getDraft(db: Db, access: ProjectAccess, draftId: string): Promise<Issue> {
  return serializeIssue(db, await requireDraft(db, access, draftId), access.userId, { description: true });
}

/** Publishing: the draft becomes a live issue with the activity, subscriptions and event of a new one. */
async function publish(tx: Db, access: ProjectAccess, draft: IssueRow): Promise<IssueRow> {
  const row = await repo.updateIssue(tx, draft.id, { is_draft: false, updated_by: access.userId });
  await announceCreated(tx, writeContextOf(access), row, await repo.currentAssigneeIds(tx, row.id));
  return row;
}

export async function updateDraft(db: Db, access: ProjectAccess, draftId: string, body: DraftUpdate): Promise<Issue> {
  const { is_draft, ...changes } = body;
  return db.transaction(async (tx) => {
    const draft = await requireDraft(tx, access, draftId, true);
    let { row } = await applyIssueUpdate(tx, writeContextOf(access), draft, changes);
    const published = is_draft === false;
    if (published) row = await publish(tx, access, row);
    // Published, it leaves the drafts (the new issue has its own event, for everyone).
    await draftEvent(
      tx,
      access,
      row.id,
      published ? { action: "deleted", payload: { published } } : { action: "updated", payload: {} },
    );
    return serializeIssue(tx, row, access.userId, { description: true });
  });
}

export async function deleteDraft(db: Db, access: ProjectAccess, draftId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await softDeleteIssues(tx, access, [await requireDraft(tx, access, draftId, true)]);
    await draftEvent(tx, access, draftId, { action: "deleted", payload: {} });
  });
}

export async function draftToIssue(db: Db, access: ProjectAccess, draftId: string, body: UpdateIssueBody): Promise<Issue> {
  return updateDraft(db, access, draftId, { ...body, is_draft: false });
}

/** Workspace-level draft calls name only the draft: find its project, then check the caller's role there. */
export async function draftProjectAccess(
  db: Db,
  slug: string,
  workspaceId: string,
  draftId: string,
  userId: string,
): Promise<ProjectAccess> {
  if (!isUuid(draftId)) throw notFound("Issue not found");
  const [row] = await db
    .select({ project_id: issues.project_id })
    .from(issues)
    .where(
      and(
        eq(issues.id, draftId),
        eq(issues.workspace_id, workspaceId),
        eq(issues.is_draft, true),
        eq(issues.created_by, userId),
        isNull(issues.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Issue not found");
  return projectAccess(db, slug, row.project_id, userId, ROLE.MEMBER);
}
