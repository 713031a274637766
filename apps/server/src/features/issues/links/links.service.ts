import type { CreateLinkBody, IssueLink, LiveChangeOf, UpdateLinkBody } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { conflict, notFound } from "../../../lib/errors";
import { isUuid } from "../../../lib/permissions";
import { writeActivities } from "../activity";
import { type IssueAccess, recordIssueEvent } from "../issue-access";
import * as repo from "./links.repo";

const DUPLICATE_URL = "url: this link is already on the issue";

const activityScope = (access: IssueAccess) => ({
  workspace_id: access.workspace.id,
  project_id: access.project.id,
  issue_id: access.issue.id,
  actor_id: access.userId,
});

function linkEvent(tx: Db, access: IssueAccess, linkId: string, change: LiveChangeOf<"issue_link">) {
  return recordIssueEvent(tx, access.issue, access.userId, { entity_type: "issue_link", entity_id: linkId, ...change });
}

async function requireLink(db: Db, access: IssueAccess, linkId: string) {
  const row = isUuid(linkId) ? await repo.findLink(db, access.issue.id, linkId) : undefined;
  if (!row) throw notFound("Link not found");
  return row;
}

export async function listLinks(db: Db, access: IssueAccess): Promise<IssueLink[]> {
  return repo.serializeLinks(db, await repo.listLinks(db, access.issue.id));
}

export async function getLink(db: Db, access: IssueAccess, linkId: string): Promise<IssueLink> {
  return repo.serializeLink(db, await requireLink(db, access, linkId));
}

export async function createLink(db: Db, access: IssueAccess, body: CreateLinkBody): Promise<IssueLink> {
  return db.transaction(async (tx) => {
    if (await repo.findLinkByUrl(tx, access.issue.id, body.url)) throw conflict(DUPLICATE_URL);
    const row = await repo.insertLink(tx, {
      workspace_id: access.workspace.id,
      project_id: access.project.id,
      issue_id: access.issue.id,
      url: body.url,
      title: body.title || null,
      created_by: access.userId,
      updated_by: access.userId,
    });
    await writeActivities(tx, activityScope(access), [
      { verb: "created", field: "link", new_value: row.url, new_identifier: row.id },
    ]);
    const link = await repo.serializeLink(tx, row);
    await linkEvent(tx, access, row.id, { action: "created", payload: { issue_id: access.issue.id, link } });
    return link;
  });
}

export async function updateLink(db: Db, access: IssueAccess, linkId: string, body: UpdateLinkBody): Promise<IssueLink> {
  return db.transaction(async (tx) => {
    const current = await requireLink(tx, access, linkId);
    if (body.url !== undefined && (await repo.findLinkByUrl(tx, access.issue.id, body.url, current.id)))
      throw conflict(DUPLICATE_URL);
    const changes: Parameters<typeof repo.updateLink>[2] = { updated_by: access.userId, updated_at: new Date() };
    if (body.url !== undefined) changes.url = body.url;
    if (body.title !== undefined) changes.title = body.title || null;
    const row = await repo.updateLink(tx, current.id, changes);
    if (row.url !== current.url || row.title !== current.title) {
      await writeActivities(tx, activityScope(access), [
        {
          verb: "updated",
          field: "link",
          old_value: current.url,
          new_value: row.url,
          old_identifier: row.id,
          new_identifier: row.id,
        },
      ]);
    }
    const link = await repo.serializeLink(tx, row);
    await linkEvent(tx, access, row.id, { action: "updated", payload: { issue_id: access.issue.id, link } });
    return link;
  });
}

export async function deleteLink(db: Db, access: IssueAccess, linkId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireLink(tx, access, linkId);
    await repo.deleteLink(tx, current.id);
    await writeActivities(tx, activityScope(access), [
      { verb: "deleted", field: "link", old_value: current.url, old_identifier: current.id },
    ]);
    await linkEvent(tx, access, current.id, {
      action: "deleted",
      payload: { issue_id: access.issue.id, link_id: current.id },
    });
  });
}
