import {
  type CreateStateBody,
  DEFAULT_PROJECT_STATES,
  type LiveChangeOf,
  STATE_GROUP_META,
  STATE_SEQUENCE_STEP,
  type State,
  type StateGroup,
  type UpdateStateBody,
} from "@hangar/contracts";
import type { Db } from "../../db/client";
import { states } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { recordProjectChange } from "../../lib/events";
import type { ProjectAccess, WorkspaceAccess } from "../../lib/permissions";
import * as repo from "./states.repo";

const DUPLICATE_NAME = "name: a state with this name already exists in the project";

/** Every new project starts with Backlog (default), Todo, In Progress, Done and Canceled. */
export async function seedDefaultStates(db: Db, project: { id: string; workspace_id: string }, userId: string) {
  await db.insert(states).values(
    DEFAULT_PROJECT_STATES.map((s, i) => ({
      workspace_id: project.workspace_id,
      project_id: project.id,
      name: s.name,
      group: s.group,
      color: STATE_GROUP_META[s.group].color,
      default: s.default ?? false,
      sequence: (i + 1) * STATE_SEQUENCE_STEP,
      created_by: userId,
      updated_by: userId,
    })),
  );
}

export async function listStates(db: Db, access: ProjectAccess): Promise<State[]> {
  return (await repo.listProjectStates(db, access.project.id)).map(repo.toState);
}

export async function listWorkspaceStates(db: Db, access: WorkspaceAccess): Promise<State[]> {
  return (await repo.listWorkspaceStatesForMember(db, access.workspace.id, access.userId)).map(repo.toState);
}

async function requireState(db: Db, access: ProjectAccess, stateId: string) {
  const row = await repo.findProjectState(db, access.project.id, stateId);
  if (!row) throw notFound("State not found");
  return row;
}

export async function getState(db: Db, access: ProjectAccess, stateId: string): Promise<State> {
  return repo.toState(await requireState(db, access, stateId));
}

function recordStateEvent(tx: Db, access: ProjectAccess, stateId: string, change: LiveChangeOf<"state">) {
  return recordProjectChange(tx, access, { entity_type: "state", entity_id: stateId, ...change });
}

const changedFields = (before: State, after: State) =>
  (Object.keys(after) as (keyof State)[]).filter((k) => k !== "updated_at" && k !== "updated_by" && before[k] !== after[k]);

async function nextSequence(db: Db, projectId: string, group: StateGroup) {
  return ((await repo.maxSequenceInGroup(db, projectId, group)) ?? 0) + STATE_SEQUENCE_STEP;
}

/** Maps the loser of a race on the case-insensitive name index to the same 409 as the pre-check. */
async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, "states_name_unique")) throw conflict(DUPLICATE_NAME);
    throw err;
  }
}

export async function createState(db: Db, access: ProjectAccess, body: CreateStateBody): Promise<State> {
  const { project, userId } = access;
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      await repo.lockProjectStates(tx, project.id);
      if (await repo.findStateByName(tx, project.id, body.name)) throw conflict(DUPLICATE_NAME);
      const row = await repo.insertState(tx, {
        workspace_id: project.workspace_id,
        project_id: project.id,
        name: body.name,
        color: body.color,
        group: body.group,
        description: body.description ?? "",
        sequence: body.sequence ?? (await nextSequence(tx, project.id, body.group)),
        created_by: userId,
        updated_by: userId,
      });
      const state = repo.toState(row);
      await recordStateEvent(tx, access, state.id, { action: "created", payload: { state } });
      return state;
    }),
  );
}

/** PATCH and PUT: a group change without an explicit sequence appends the state to the end of its new group. */
export async function updateState(db: Db, access: ProjectAccess, stateId: string, body: UpdateStateBody): Promise<State> {
  const { project, userId } = access;
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      await repo.lockProjectStates(tx, project.id);
      const current = await requireState(tx, access, stateId);
      if (body.name !== undefined && (await repo.findStateByName(tx, project.id, body.name, current.id))) {
        throw conflict(DUPLICATE_NAME);
      }
      const changes: Partial<typeof states.$inferInsert> = { updated_by: userId };
      if (body.name !== undefined) changes.name = body.name;
      if (body.color !== undefined) changes.color = body.color;
      if (body.description !== undefined) changes.description = body.description;
      if (body.group !== undefined) changes.group = body.group;
      if (body.sequence !== undefined) changes.sequence = body.sequence;
      else if (body.group !== undefined && body.group !== current.group) {
        changes.sequence = await nextSequence(tx, project.id, body.group);
      }
      const state = repo.toState(await repo.updateState(tx, current.id, changes));
      const changed = changedFields(repo.toState(current), state);
      if (changed.length > 0) await recordStateEvent(tx, access, state.id, { action: "updated", payload: { state, changed } });
      return state;
    }),
  );
}

/** Unsets the previous default before setting the new one: the partial unique index allows one default per project. */
export async function markDefaultState(db: Db, access: ProjectAccess, stateId: string): Promise<State> {
  const { project, userId } = access;
  return db.transaction(async (tx) => {
    await repo.lockProjectStates(tx, project.id);
    const current = await requireState(tx, access, stateId);
    if (current.default) return repo.toState(current);
    const previous = await repo.clearDefaultState(tx, project.id, userId);
    const state = repo.toState(await repo.updateState(tx, current.id, { default: true, updated_by: userId }));
    // One event for both rows: clients flip the old default off and the new one on together.
    await recordStateEvent(tx, access, state.id, {
      action: "updated",
      payload: { state, changed: ["default"], default_state_id: state.id, previous_default_state_id: previous[0] ?? null },
    });
    return state;
  });
}

export async function deleteState(db: Db, access: ProjectAccess, stateId: string): Promise<void> {
  const { project } = access;
  await db.transaction(async (tx) => {
    await repo.lockProjectStates(tx, project.id);
    const current = await requireState(tx, access, stateId);
    if (current.default) throw badRequest("Default state cannot be deleted");
    if ((await repo.countProjectStates(tx, project.id)) <= 1) {
      throw badRequest("The last state of a project cannot be deleted");
    }
    if ((await repo.countLiveIssuesInState(tx, current.id)) > 0) {
      throw badRequest("State with issues cannot be deleted. Move its issues to another state first.");
    }
    // Soft-deleted issues still point at the state; park them on the default so the row can go.
    await repo.moveDeletedIssuesToDefault(tx, project.id, current.id);
    await repo.deleteState(tx, current.id);
    await recordStateEvent(tx, access, current.id, { action: "deleted", payload: { id: current.id } });
  });
}
