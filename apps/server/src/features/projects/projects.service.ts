import { type Project, ROLE, type createProjectBody } from "@hangar/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, conflict } from "../../lib/errors";
import type { WorkspaceAccess } from "../../lib/permissions";
import { seedDefaultStates } from "../states/states.service";
import { findWorkspaceMembership } from "../workspaces/workspaces.repo";
import {
  activeMemberIds,
  findProjectByIdentifier,
  findProjectByName,
  insertProject,
  toProject,
  upsertProjectMember,
} from "./projects.repo";

export async function createProject(
  db: Db,
  access: WorkspaceAccess,
  body: z.infer<typeof createProjectBody>,
): Promise<Project> {
  const { workspace, userId } = access;
  return db.transaction(async (tx) => {
    if (await findProjectByIdentifier(tx, workspace.id, body.identifier)) {
      throw conflict("identifier: this project identifier is already taken in the workspace");
    }
    if (await findProjectByName(tx, workspace.id, body.name)) {
      throw conflict("name: a project with this name already exists in the workspace");
    }
    const lead = body.project_lead ?? null;
    if (lead) {
      const membership = await findWorkspaceMembership(tx, workspace.id, lead);
      if (!membership?.is_active) throw badRequest("project_lead: must be a member of the workspace");
    }
    const project = await insertProject(tx, {
      workspace_id: workspace.id,
      name: body.name,
      identifier: body.identifier,
      description: body.description ?? "",
      network: body.network ?? 1,
      project_lead_id: lead,
      logo_props: body.logo_props ?? {},
      cover_image: body.cover_image ?? null,
      created_by: userId,
      updated_by: userId,
    });
    await upsertProjectMember(tx, { workspace_id: workspace.id, project_id: project.id, member_id: userId, role: ROLE.ADMIN, created_by: userId });
    if (lead && lead !== userId) {
      await upsertProjectMember(tx, { workspace_id: workspace.id, project_id: project.id, member_id: lead, role: ROLE.ADMIN, created_by: userId });
    }
    await seedDefaultStates(tx, project, userId);
    return toProject(project, {
      is_member: true,
      member_role: ROLE.ADMIN,
      is_favorite: false,
      members: await activeMemberIds(tx, project.id),
    });
  });
}
