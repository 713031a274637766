import type { Issue } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { isUuid, type ProjectAccess } from "../../lib/permissions";
import { issueReadableBy } from "../../lib/visibility";
import {
  announceIssueChanges,
  findProjectIssue,
  findProjectIssues,
  loadIssues,
  membershipActivity,
  requireIssue,
  writeContextOf,
} from "../issues";
import { moduleEvent } from "./module-serializer";
import * as repo from "./modules.repo";
import { requireModule } from "./modules.service";

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** An issue can be in many modules: adding it here leaves its other modules alone. */
export async function addModuleIssues(db: Db, access: ProjectAccess, moduleId: string, issueIds: string[]): Promise<Issue[]> {
  const ids = unique(issueIds);
  return db.transaction(async (tx) => {
    const module = await requireModule(tx, access, moduleId, true);
    const rows = await findProjectIssues(tx, access.project.id, ids, true);
    if (rows.length !== ids.length || rows.some((r) => r.is_draft)) throw badRequest("issues: issue not found in this project");
    const already = await repo.issuesInModule(tx, module.id, ids);
    const adding = ids.filter((id) => !already.has(id));
    if (adding.length > 0) {
      await repo.addModuleIssues(
        tx,
        { workspace_id: access.workspace.id, project_id: access.project.id, created_by: access.userId },
        adding.map((issue_id) => ({ module_id: module.id, issue_id })),
      );
      await announceIssueChanges(
        tx,
        writeContextOf(access),
        adding.map((issueId) => ({ issueId, activities: [membershipActivity("module", null, module)] })),
        ["module_ids"],
      );
      await moduleEvent(tx, access, "updated", [module.id], ["issues"]);
    }
    return loadIssues(tx, ids, access.userId);
  });
}

export async function removeModuleIssue(db: Db, access: ProjectAccess, moduleId: string, issueId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const module = await requireModule(tx, access, moduleId, true);
    const issue = isUuid(issueId) ? await findProjectIssue(tx, access.project.id, issueId, true) : undefined;
    const readable = issue && issueReadableBy(issue, { userId: access.userId, projectIds: new Set([access.project.id]) });
    if (!issue || !readable || !(await repo.removeModuleIssue(tx, module.id, issue.id)))
      throw notFound("Issue not found in this module");
    await announceIssueChanges(
      tx,
      writeContextOf(access),
      [{ issueId: issue.id, activities: [membershipActivity("module", module, null)] }],
      ["module_ids"],
    );
    await moduleEvent(tx, access, "updated", [module.id], ["issues"]);
  });
}

/** `issues/{id}/modules/`: adds the issue to `modules` and takes it out of `removed_modules` in one go. */
export async function setIssueModules(
  db: Db,
  access: ProjectAccess,
  issueId: string,
  body: { modules: string[]; removed_modules: string[] },
): Promise<Issue> {
  const add = unique(body.modules);
  const remove = unique(body.removed_modules);
  if (add.some((id) => remove.includes(id))) throw badRequest("removed_modules: a module cannot be both added and removed");
  return db.transaction(async (tx) => {
    const issue = await requireIssue(tx, access, issueId, true);
    const found = new Map((await repo.findModulesByIds(tx, access.project.id, [...add, ...remove])).map((m) => [m.id, m]));
    if (add.some((id) => !found.has(id))) throw badRequest("modules: module not found in this project");
    if (remove.some((id) => !found.has(id))) throw badRequest("removed_modules: module not found in this project");
    const current = await repo.moduleIdsOfIssue(tx, issue.id);
    const adding = add.filter((id) => !current.has(id));
    const removing = remove.filter((id) => current.has(id));
    await repo.addModuleIssues(
      tx,
      { workspace_id: access.workspace.id, project_id: access.project.id, created_by: access.userId },
      adding.map((module_id) => ({ module_id, issue_id: issue.id })),
    );
    for (const id of removing) await repo.removeModuleIssue(tx, id, issue.id);
    const activities = [
      ...adding.map((id) => membershipActivity("module", null, found.get(id) ?? null)),
      ...removing.map((id) => membershipActivity("module", found.get(id) ?? null, null)),
    ];
    if (activities.length > 0) {
      await announceIssueChanges(tx, writeContextOf(access), [{ issueId: issue.id, activities }], ["module_ids"]);
      await moduleEvent(tx, access, "updated", [...adding, ...removing], ["issues"]);
    }
    const [serialized] = await loadIssues(tx, [issue.id], access.userId);
    return serialized;
  });
}
