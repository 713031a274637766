import type { Issue, Project } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { appPaths } from "../../../lib/paths";
import { queryKeys } from "../../../lib/query-keys";
import type { PaletteRecent } from "./palette-types";

const LIMIT = 6;

const isProject = (data: unknown): data is Project =>
  typeof data === "object" && data !== null && "identifier" in data && "network" in data;
const isIssue = (data: unknown): data is Issue =>
  typeof data === "object" && data !== null && "sequence_id" in data && "project_id" in data;

/**
 * The issues and projects this tab has opened, newest first, read from what the query cache holds (an
 * issue's detail, a project's detail) — until a screen passes the recent-visits list to the palette.
 */
export function useKnownRecents(slug: string, enabled: boolean): PaletteRecent[] {
  const queryClient = useQueryClient();
  return useMemo(() => {
    if (!enabled) return [];
    const cache = queryClient.getQueryCache().findAll({ queryKey: queryKeys.projects(slug) });
    const identifiers = new Map<string, string>();
    for (const project of queryClient.getQueryData<Project[]>(queryKeys.projects(slug)) ?? []) {
      identifiers.set(project.id, project.identifier);
    }
    const seen: { at: number; recent: PaletteRecent }[] = [];
    for (const query of cache) {
      const { queryKey: key, state } = query;
      const data: unknown = state.data;
      if (key.length === 4 && typeof key[3] === "string" && isProject(data)) {
        identifiers.set(data.id, data.identifier);
        seen.push({
          at: state.dataUpdatedAt,
          recent: {
            kind: "project",
            id: data.id,
            name: data.name,
            href: appPaths.issues(slug, data.id),
            detail: data.identifier,
          },
        });
      }
    }
    for (const query of cache) {
      const { queryKey: key, state } = query;
      const data: unknown = state.data;
      // An issue's detail: ["workspaces", slug, "projects", projectId, "issues", issueId].
      if (key.length === 6 && key[4] === "issues" && key[5] !== "list" && isIssue(data) && !data.archived_at) {
        const identifier = identifiers.get(data.project_id);
        seen.push({
          at: state.dataUpdatedAt,
          recent: {
            kind: "issue",
            id: data.id,
            name: data.name,
            href: appPaths.issue(slug, data.project_id, data.id),
            detail: identifier ? `${identifier}-${data.sequence_id}` : undefined,
          },
        });
      }
    }
    return seen
      .sort((a, b) => b.at - a.at)
      .slice(0, LIMIT)
      .map((entry) => entry.recent);
  }, [queryClient, slug, enabled]);
}
