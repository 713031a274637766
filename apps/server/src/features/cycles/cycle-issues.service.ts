import type { CycleTransferResult, Issue } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { isUuid, type ProjectAccess } from "../../lib/permissions";
import {
  announceIssueChanges,
  findProjectIssue,
  findProjectIssues,
  loadIssues,
  membershipActivity,
  writeContextOf,
} from "../issues";
import { computeSnapshot } from "./cycle-analytics";
import { cycleEvent, loadCycle } from "./cycle-serializer";
import * as repo from "./cycles.repo";
import { requireCycle, statusOf } from "./cycles.service";

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * Moves issues into `target`, each out of whatever cycle held it, with a "cycle" activity and an issue
 * event per issue that actually moved, and a progress event for every cycle that changed.
 */
async function moveIssues(tx: Db, access: ProjectAccess, target: repo.CycleRow, issueIds: string[]): Promise<string[]> {
  const before = await repo.cyclesOfIssues(tx, issueIds);
  const moving = issueIds.filter((id) => before.get(id)?.id !== target.id);
  if (moving.length === 0) return [];
  await repo.putIssuesInCycle(
    tx,
    { workspace_id: access.workspace.id, project_id: access.project.id, cycle_id: target.id, created_by: access.userId },
    moving,
  );
  await announceIssueChanges(
    tx,
    writeContextOf(access),
    moving.map((issueId) => ({ issueId, activities: [membershipActivity("cycle", before.get(issueId) ?? null, target)] })),
    ["cycle_id"],
  );
  const sources = moving.map((id) => before.get(id)?.id).filter((id): id is string => !!id);
  await cycleEvent(tx, access, "updated", [...new Set([target.id, ...sources])], ["issues"]);
  return moving;
}

/** An issue is in at most one cycle: adding it here moves it out of its previous cycle. */
export async function addCycleIssues(db: Db, access: ProjectAccess, cycleId: string, issueIds: string[]): Promise<Issue[]> {
  const ids = unique(issueIds);
  return db.transaction(async (tx) => {
    const cycle = await requireCycle(tx, access, cycleId, true);
    if (cycle.archived_at || statusOf(cycle) === "completed") throw badRequest("cycle: a completed cycle takes no new issues");
    const rows = await findProjectIssues(tx, access.project.id, ids, true);
    if (rows.length !== ids.length || rows.some((r) => r.is_draft)) throw badRequest("issues: issue not found in this project");
    await moveIssues(tx, access, cycle, ids);
    return loadIssues(tx, ids, access.userId);
  });
}

export async function removeCycleIssue(db: Db, access: ProjectAccess, cycleId: string, issueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const cycle = await requireCycle(tx, access, cycleId, true);
    const issue = isUuid(issueId) ? await findProjectIssue(tx, access.project.id, issueId, true) : undefined;
    if (!issue || !(await repo.removeIssueFromCycle(tx, cycle.id, issue.id))) throw notFound("Issue not found in this cycle");
    await announceIssueChanges(
      tx,
      writeContextOf(access),
      [{ issueId: issue.id, activities: [membershipActivity("cycle", cycle, null)] }],
      ["cycle_id"],
    );
    await cycleEvent(tx, access, "updated", [cycle.id], ["issues"]);
  });
}

/** Takes issues (already checked to be of this project) out of whatever cycle holds them: a bulk "no cycle". */
export async function removeIssuesFromCycles(db: Db, access: ProjectAccess, issueIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.cyclesOfIssues(tx, unique(issueIds));
    if (before.size === 0) return;
    for (const [issueId, cycle] of before) await repo.removeIssueFromCycle(tx, cycle.id, issueId);
    await announceIssueChanges(
      tx,
      writeContextOf(access),
      [...before].map(([issueId, cycle]) => ({ issueId, activities: [membershipActivity("cycle", cycle, null)] })),
      ["cycle_id"],
    );
    await cycleEvent(tx, access, "updated", [...new Set([...before.values()].map((c) => c.id))], ["issues"]);
  });
}

/**
 * Carries the unfinished issues (not completed or canceled) over to another cycle that is not over yet,
 * and freezes the source cycle's progress as it was just before, so its history keeps them.
 */
export async function transferCycleIssues(
  db: Db,
  access: ProjectAccess,
  cycleId: string,
  newCycleId: string,
): Promise<CycleTransferResult> {
  return db.transaction(async (tx) => {
    await repo.lockProjectCycles(tx, access.project.id);
    const source = await requireCycle(tx, access, cycleId, true);
    if (newCycleId.toLowerCase() === source.id) throw badRequest("new_cycle_id: must be a different cycle");
    const target = await repo.findCycle(tx, access.project.id, newCycleId, true);
    if (!target) throw badRequest("new_cycle_id: cycle not found in this project");
    if (target.archived_at || statusOf(target) === "completed") {
      throw badRequest("new_cycle_id: issues cannot be transferred to a completed cycle");
    }
    const freeze = !source.progress_snapshot;
    if (freeze) {
      const snapshot = await computeSnapshot(tx, source);
      await repo.updateCycle(tx, source.id, { progress_snapshot: snapshot, updated_by: access.userId });
    }
    const ids = await repo.unfinishedIssueIds(tx, source.id);
    await moveIssues(tx, access, target, ids);
    if (freeze) await cycleEvent(tx, access, "updated", [source.id], ["progress_snapshot"]);
    return {
      transferred_issue_ids: ids,
      cycle: await loadCycle(tx, access, source.id),
      new_cycle: await loadCycle(tx, access, target.id),
    };
  });
}
