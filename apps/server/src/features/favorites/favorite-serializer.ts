import { canViewPage, type Favorite, type FavoriteProject, VIEW_ACCESS } from "@hangar/contracts";
import type { ListedFavorite } from "./favorites.repo";

type Project = NonNullable<ListedFavorite["project"]>;

const brief = (p: Project): FavoriteProject => ({ id: p.id, name: p.name, identifier: p.identifier, logo_props: p.logo_props });

/**
 * A favorite as its owner sees it in the sidebar, or null when they can no longer open what it names: a
 * project they left or that was archived, an archived or deleted entity, another owner's private view or
 * page, or a feature the project turned off. Folders always show.
 */
export function toListedFavorite(row: ListedFavorite, userId: string): Favorite | null {
  const f = row.favorite;
  const listed = {
    id: f.id,
    parent: f.parent_id,
    sequence: f.sequence,
    workspace: f.workspace_id,
    created_at: f.created_at.toISOString(),
  };
  if (f.is_folder) {
    const name = f.name ?? "";
    const folder = { entity_type: "folder", is_folder: true, entity_identifier: null, project_id: null } as const;
    return { ...listed, ...folder, name, entity_data: { name } };
  }
  const id = f.entity_identifier;
  if (!id) return null;
  const starred = { ...listed, is_folder: false as const, name: null, entity_identifier: id };
  // The favorite's project, when its owner is still an active member of it and it is not archived.
  const project = row.project && row.project.archived_at === null && row.role !== null ? row.project : null;
  switch (f.entity_type) {
    case "project": {
      if (!project || project.id !== id) return null;
      const data = { name: project.name, identifier: project.identifier, logo_props: project.logo_props };
      return { ...starred, entity_type: "project", project_id: project.id, entity_data: data };
    }
    case "cycle":
    case "module": {
      const entity = f.entity_type === "cycle" ? row.cycle : row.module;
      if (!project || !entity || entity.archived_at || entity.project_id !== project.id) return null;
      return {
        ...starred,
        entity_type: f.entity_type,
        project_id: project.id,
        entity_data: { name: entity.name, project: brief(project) },
      };
    }
    case "view": {
      const view = row.view;
      if (!view || view.archived_at || view.workspace_id !== f.workspace_id) return null;
      if (view.access === VIEW_ACCESS.PRIVATE && view.owned_by_id !== userId) return null;
      if (view.project_id === null) {
        if (f.project_id !== null) return null;
        return { ...starred, entity_type: "view", project_id: null, entity_data: { name: view.name, project: null } };
      }
      if (!project || view.project_id !== project.id || !project.issue_views_view) return null;
      return {
        ...starred,
        entity_type: "view",
        project_id: project.id,
        entity_data: { name: view.name, project: brief(project) },
      };
    }
    case "page": {
      const page = row.page;
      if (!project || !page || page.archived_at || page.project_id !== project.id || !project.page_view) return null;
      const actor = { userId, role: row.role, guestsMayView: project.guest_view_all_features };
      if (!canViewPage(actor, { owned_by: page.owned_by_id, access: page.access })) return null;
      const data = { name: page.name, logo_props: page.logo_props, project: brief(project) };
      return { ...starred, entity_type: "page", project_id: project.id, entity_data: data };
    }
    default:
      return null;
  }
}

/** What the owner may still open of a list, in its order. */
export const visibleFavorites = (rows: ListedFavorite[], userId: string): Favorite[] =>
  rows.map((row) => toListedFavorite(row, userId)).filter((f): f is Favorite => f !== null);
