import {
  type CreateRelationBody,
  type IssueRelations,
  type Priority,
  RELATION_INVERSE,
  RELATION_TYPES,
  type RelatedIssue,
  type RelationType,
  type RemoveRelationBody,
} from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { badRequest, notFound } from "../../../lib/errors";
import { recordEvent } from "../../../lib/events";
import { writeActivities } from "../activity";
import type { IssueAccess } from "../issue-access";
import type { RelatableIssue, RelationRow } from "./relations.repo";
import * as repo from "./relations.repo";

const SYMMETRIC = new Set<RelationType>(["relates_to", "duplicate"]);
const STORED = new Set<RelationType>(["blocked_by", "start_before", "finish_before", ...SYMMETRIC]);
const NOT_RELATABLE = "must be issues of projects in this workspace where you are a member";

type StoredForm = { issue_id: string; related_issue_id: string; relation_type: RelationType };

/**
 * The one row that stores "a <type> b". Inverse types are stored from the other issue; symmetric types
 * are stored with the smaller id first, so the unique index also catches the same pair added both ways.
 */
function storedForm(a: string, type: RelationType, b: string): StoredForm {
  if (SYMMETRIC.has(type))
    return a < b
      ? { issue_id: a, related_issue_id: b, relation_type: type }
      : { issue_id: b, related_issue_id: a, relation_type: type };
  if (STORED.has(type)) return { issue_id: a, related_issue_id: b, relation_type: type };
  return { issue_id: b, related_issue_id: a, relation_type: RELATION_INVERSE[type] };
}

/** How a stored row reads from one of its two issues. */
function typeFrom(row: RelationRow, issueId: string): RelationType {
  const stored = row.relation_type as RelationType;
  return row.issue_id === issueId ? stored : RELATION_INVERSE[stored];
}

const sameForm = (row: RelationRow, form: StoredForm) =>
  row.issue_id === form.issue_id && row.related_issue_id === form.related_issue_id && row.relation_type === form.relation_type;

const summary = (issue: RelatableIssue, relation_type: RelationType): RelatedIssue => ({
  id: issue.id,
  name: issue.name,
  sequence_id: issue.sequence_id,
  project_id: issue.project_id,
  project_identifier: issue.project_identifier,
  state_id: issue.state_id,
  priority: issue.priority as Priority,
  relation_type,
});

const selfOf = (access: IssueAccess): RelatableIssue => ({
  id: access.issue.id,
  name: access.issue.name,
  sequence_id: access.issue.sequence_id,
  project_id: access.issue.project_id,
  workspace_id: access.issue.workspace_id,
  state_id: access.issue.state_id,
  priority: access.issue.priority,
  project_identifier: access.project.identifier,
});

/** One side of a relation change: the activity row on `side` and the event its project's screens hear. */
async function recordSide(
  tx: Db,
  actorId: string,
  side: RelatableIssue,
  other: RelatableIssue,
  type: RelationType,
  verb: "created" | "deleted",
  relationId: string,
) {
  const key = `${other.project_identifier}-${other.sequence_id}`;
  await writeActivities(
    tx,
    { workspace_id: side.workspace_id, project_id: side.project_id, issue_id: side.id, actor_id: actorId },
    [
      verb === "created"
        ? { verb, field: type, new_value: key, new_identifier: other.id }
        : { verb, field: type, old_value: key, old_identifier: other.id },
    ],
  );
  await recordEvent(tx, {
    workspace_id: side.workspace_id,
    project_id: side.project_id,
    entity_type: "issue_relation",
    entity_id: relationId,
    action: verb,
    actor_id: actorId,
    payload: { issue_id: side.id, related_issue_id: other.id, relation_type: type, related_issue: summary(other, type) },
  });
}

async function recordBothSides(
  tx: Db,
  actorId: string,
  self: RelatableIssue,
  other: RelatableIssue,
  row: RelationRow,
  verb: "created" | "deleted",
) {
  await recordSide(tx, actorId, self, other, typeFrom(row, self.id), verb, row.id);
  await recordSide(tx, actorId, other, self, typeFrom(row, other.id), verb, row.id);
}

export async function listRelations(db: Db, access: IssueAccess): Promise<IssueRelations> {
  const grouped = Object.fromEntries(RELATION_TYPES.map((t) => [t, [] as RelatedIssue[]])) as IssueRelations;
  for (const { relation, other } of await repo.listRelationsOf(db, access.issue.id, access.userId)) {
    const type = typeFrom(relation, access.issue.id);
    grouped[type].push(summary(other, type));
  }
  return grouped;
}

/**
 * Two issues have at most one relation: relating them again replaces the old one (a pair cannot be both
 * blocking and blocked by each other). Re-adding the same relation changes nothing.
 */
export async function createRelations(db: Db, access: IssueAccess, body: CreateRelationBody): Promise<IssueRelations> {
  const ids = [...new Set(body.issues)];
  // A draft is its author's alone: a relation would show it on the other issue, to that issue's readers.
  if (access.issue.is_draft) throw badRequest("issue: a draft cannot be related to other issues until it is published");
  if (ids.includes(access.issue.id)) throw badRequest("issues: an issue cannot be related to itself");
  const self = selfOf(access);
  return db.transaction(async (tx) => {
    const targets = await repo.findRelatableIssues(tx, access.workspace.id, access.userId, ids);
    if (targets.length !== ids.length) throw badRequest(`issues: ${NOT_RELATABLE}`);
    for (const other of targets) {
      await repo.lockPair(tx, self.id, other.id);
      const form = storedForm(self.id, body.relation_type, other.id);
      const existing = await repo.relationsBetween(tx, self.id, other.id);
      if (existing.length === 1 && sameForm(existing[0], form)) continue;
      for (const old of existing) await recordBothSides(tx, access.userId, self, other, old, "deleted");
      await repo.deleteRelations(
        tx,
        existing.map((r) => r.id),
      );
      const stored = form.issue_id === self.id ? self : other;
      const row = await repo.insertRelation(tx, {
        ...form,
        workspace_id: stored.workspace_id,
        project_id: stored.project_id,
        created_by: access.userId,
        updated_by: access.userId,
      });
      await recordBothSides(tx, access.userId, self, other, row, "created");
    }
    return listRelations(tx, access);
  });
}

export async function removeRelation(db: Db, access: IssueAccess, body: RemoveRelationBody): Promise<void> {
  const self = selfOf(access);
  await db.transaction(async (tx) => {
    const [other] = await repo.findRelatableIssues(tx, access.workspace.id, access.userId, [body.related_issue]);
    if (!other || other.id === self.id) throw badRequest(`related_issue: ${NOT_RELATABLE}`);
    await repo.lockPair(tx, self.id, other.id);
    const form = storedForm(self.id, body.relation_type, other.id);
    const row = (await repo.relationsBetween(tx, self.id, other.id)).find((r) => sameForm(r, form));
    if (!row) throw notFound("Relation not found");
    await repo.deleteRelations(tx, [row.id]);
    await recordBothSides(tx, access.userId, self, other, row, "deleted");
  });
}
