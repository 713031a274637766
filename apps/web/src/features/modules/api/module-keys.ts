import { appPaths } from "../../../lib/paths";
/**
 * Everything about a project's modules sits under `[…project, "modules"]`, so a live module event or an
 * issue change invalidates it with one prefix. The list key is the one the issue screens' lookups read
 * (same path, same rows).
 */
export const moduleKeys = {
  all: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "modules"] as const,
  list: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "modules"] as const,
  archived: (slug: string, projectId: string) => ["workspaces", slug, "projects", projectId, "modules", "archived"] as const,
  detail: (slug: string, projectId: string, moduleId: string) =>
    ["workspaces", slug, "projects", projectId, "modules", "detail", moduleId] as const,
  /** Ids of every issue of the module (the rows themselves go to the issue store). */
  issues: (slug: string, projectId: string, moduleId: string) =>
    ["workspaces", slug, "projects", projectId, "modules", "detail", moduleId, "issues"] as const,
  /** The key of link edits (links are cached on the module itself, `link_module`). */
  links: (slug: string, projectId: string, moduleId: string) =>
    ["workspaces", slug, "projects", projectId, "modules", "detail", moduleId, "links"] as const,
};

/** The module's page in the app, for links and "copy link". */
export const moduleUrl = appPaths.module;
