import { type CreateFavoriteBody, type FavoriteEntityType, PROJECT_SCOPED_FAVORITES, ROLE } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { badRequest, forbidden } from "../../lib/errors";
import { projectAccess, type WorkspaceAccess } from "../../lib/permissions";
import { favoriteCycle } from "../cycles";
import { favoriteModule } from "../modules";
import { favoritePage, pageContext } from "../pages";
import { favoriteProject, memberProject } from "../projects";
import { favoriteView, projectViewContext, workspaceViewContext } from "../views";

/** What is starred: an entity of the caller's workspace, in a project or (a workspace view) not. */
export type FavoriteTarget = { type: FavoriteEntityType; id: string; projectId: string | null };

/** The target a create body names, or a 400 saying which field is missing or wrong. */
export function targetOf(body: CreateFavoriteBody & { entity_type: FavoriteEntityType }): FavoriteTarget {
  if (body.is_folder) throw badRequest("is_folder: only a folder (entity_type folder) is a folder");
  const id = body.entity_identifier;
  if (!id) throw badRequest(`entity_identifier: say which ${body.entity_type} to add to favorites`);
  if (body.entity_type === "project") {
    if (body.project_id && body.project_id !== id) throw badRequest("project_id: a project's favorite names the project itself");
    return { type: "project", id, projectId: id };
  }
  const projectId = body.project_id ?? null;
  if (!projectId && PROJECT_SCOPED_FAVORITES.includes(body.entity_type))
    throw badRequest(`project_id: say which project the ${body.entity_type} belongs to`);
  return { type: body.entity_type, id, projectId };
}

/**
 * Stars the target through its own feature, so the sidebar and each feature's favorite call keep one set of
 * rules: a project the caller is in; a cycle, module, view or page of a project where they are at least a
 * Member (a workspace view: at least a workspace Member), which they can see and which is not archived.
 */
export async function starTarget(
  db: Db,
  access: WorkspaceAccess,
  target: FavoriteTarget,
): Promise<{ created: boolean; id: string }> {
  const star = async () => {
    if (target.type === "project") return favoriteProject(db, await memberProject(db, access, target.id));
    if (target.type === "view" && target.projectId === null) {
      if (access.role < ROLE.MEMBER) throw forbidden();
      return favoriteView(db, workspaceViewContext(access), target.id);
    }
    const inProject = await projectAccess(db, access.workspace.slug, target.projectId ?? "", access.userId, ROLE.MEMBER);
    if (target.type === "cycle") return favoriteCycle(db, inProject, target.id);
    if (target.type === "module") return favoriteModule(db, inProject, target.id);
    if (target.type === "view") return favoriteView(db, projectViewContext(inProject), target.id);
    return favoritePage(db, pageContext(inProject), target.id);
  };
  const { created, favorite } = await star();
  return { created, id: favorite.id };
}
