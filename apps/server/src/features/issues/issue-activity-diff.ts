import type { Db } from "../../db/client";
import type { ActivityInput } from "./activity";
import type { IssueRow } from "./issues.repo";
import * as repo from "./issues.repo";

/** What a change touched, for activity rows (spec field names) and the live event's `changed` list. */
export type IssueChange = {
  before: IssueRow;
  after: IssueRow;
  labels?: { added: string[]; removed: string[] };
  assignees?: { added: string[]; removed: string[] };
};

const SCALARS = [
  ["name", "name"],
  ["priority", "priority"],
  ["start_date", "start_date"],
  ["target_date", "target_date"],
] as const;

/** Wire names of the fields that changed; sort_order and completed_at count too, for screens. */
export function changedFields(change: IssueChange): string[] {
  const { before, after } = change;
  const fields: string[] = [];
  for (const [column] of SCALARS) if (before[column] !== after[column]) fields.push(column);
  if (before.description_html !== after.description_html) fields.push("description_html");
  if (before.state_id !== after.state_id) fields.push("state_id");
  if (before.parent_id !== after.parent_id) fields.push("parent_id");
  if (before.estimate_point_id !== after.estimate_point_id) fields.push("estimate_point");
  if (before.sort_order !== after.sort_order) fields.push("sort_order");
  if ((before.completed_at?.getTime() ?? null) !== (after.completed_at?.getTime() ?? null)) fields.push("completed_at");
  if (change.labels && change.labels.added.length + change.labels.removed.length > 0) fields.push("label_ids");
  if (change.assignees && change.assignees.added.length + change.assignees.removed.length > 0) fields.push("assignee_ids");
  return fields;
}

/**
 * One activity row per changed field, and one per added or removed label/assignee. Ids go in the
 * identifier columns and readable names in the value columns, so the history reads well even after the
 * referenced state or label is renamed or gone. Reordering (sort_order) is not history.
 */
export async function activitiesFor(db: Db, change: IssueChange): Promise<ActivityInput[]> {
  const { before, after } = change;
  const items: ActivityInput[] = [];
  const updated = (item: Omit<ActivityInput, "verb">) => items.push({ verb: "updated", ...item });

  for (const [column, field] of SCALARS) {
    if (before[column] !== after[column]) updated({ field, old_value: before[column], new_value: after[column] });
  }
  if (before.description_html !== after.description_html) {
    updated({ field: "description", old_value: before.description_html, new_value: after.description_html });
  }
  if (before.state_id !== after.state_id) {
    const ids = [before.state_id, after.state_id].filter((id): id is string => !!id);
    const names = new Map((await repo.findStatesByIds(db, ids)).map((s) => [s.id, s.name]));
    updated({
      field: "state",
      old_value: before.state_id ? (names.get(before.state_id) ?? null) : null,
      new_value: after.state_id ? (names.get(after.state_id) ?? null) : null,
      old_identifier: before.state_id,
      new_identifier: after.state_id,
    });
  }
  if (before.parent_id !== after.parent_id) {
    const keys = await repo.issueKeys(
      db,
      [before.parent_id, after.parent_id].filter((id): id is string => !!id),
    );
    updated({
      field: "parent",
      old_value: before.parent_id ? (keys.get(before.parent_id) ?? null) : null,
      new_value: after.parent_id ? (keys.get(after.parent_id) ?? null) : null,
      old_identifier: before.parent_id,
      new_identifier: after.parent_id,
    });
  }
  if (before.estimate_point_id !== after.estimate_point_id) {
    updated({
      field: "estimate_point",
      old_value: before.estimate_point_id,
      new_value: after.estimate_point_id,
      old_identifier: before.estimate_point_id,
      new_identifier: after.estimate_point_id,
    });
  }
  if (change.assignees) {
    const { added, removed } = change.assignees;
    const names = await repo.userNames(db, [...added, ...removed]);
    for (const id of added) updated({ field: "assignees", new_value: names.get(id) ?? null, new_identifier: id });
    for (const id of removed) updated({ field: "assignees", old_value: names.get(id) ?? null, old_identifier: id });
  }
  if (change.labels) {
    const { added, removed } = change.labels;
    const names = await repo.labelNames(db, [...added, ...removed]);
    for (const id of added) updated({ field: "labels", new_value: names.get(id) ?? null, new_identifier: id });
    for (const id of removed) updated({ field: "labels", old_value: names.get(id) ?? null, old_identifier: id });
  }
  return items;
}

export function diffIds(before: string[], after: string[]): { added: string[]; removed: string[] } {
  const old = new Set(before);
  const next = new Set(after);
  return { added: after.filter((id) => !old.has(id)), removed: before.filter((id) => !next.has(id)) };
}
