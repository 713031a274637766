import { type Favorite, pageTitle, viewTitle } from "@hangar/contracts";
import { appPaths } from "../../../lib/paths";
import { pageUrl } from "../../pages/api/page-keys";

type Starred = Exclude<Favorite, { entity_type: "folder" }>;

/** Where a favorite leads, what it is called, and the kind a screen reader hears after its name. */
export type FavoriteLink = { to: string; title: string; kind: string; project: { name: string; identifier: string } | null };

/** The sidebar's link for a starred thing: its screen, its name (or the untitled word), its project. */
export function favoriteLink(slug: string, favorite: Starred): FavoriteLink {
  switch (favorite.entity_type) {
    case "project":
      return {
        to: appPaths.issues(slug, favorite.entity_identifier),
        title: favorite.entity_data.name,
        kind: "project",
        project: null,
      };
    case "cycle":
      return {
        to: appPaths.cycle(slug, favorite.project_id, favorite.entity_identifier),
        title: favorite.entity_data.name,
        kind: "cycle",
        project: favorite.entity_data.project,
      };
    case "module":
      return {
        to: appPaths.module(slug, favorite.project_id, favorite.entity_identifier),
        title: favorite.entity_data.name,
        kind: "module",
        project: favorite.entity_data.project,
      };
    case "view":
      return {
        to: appPaths.view(slug, favorite.project_id, favorite.entity_identifier),
        title: viewTitle(favorite.entity_data.name),
        kind: favorite.entity_data.project ? "view" : "workspace view",
        project: favorite.entity_data.project,
      };
    case "page":
      return {
        to: pageUrl({ slug, projectId: favorite.project_id }, favorite.entity_identifier),
        title: pageTitle(favorite.entity_data.name),
        kind: "page",
        project: favorite.entity_data.project,
      };
  }
}

/** What a screen reader hears for the link: "Sprint 3 (Website cycle)", "Website" for a project. */
export function favoriteLabel(link: FavoriteLink): string {
  if (link.kind === "project") return link.title;
  return link.project ? `${link.title} (${link.project.name} ${link.kind})` : `${link.title} (${link.kind})`;
}
