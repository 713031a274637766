import type { RecentEntityName, RecentVisit } from "@hangar/contracts";
import { Boxes, CircleDot, FileText, FolderKanban, Layers, type LucideIcon, RefreshCcw } from "lucide-react";
import { appPaths } from "../../../lib/paths";

/** How each kind of visit reads: its tab label (plural) and icon. */
export const RECENT_KIND_META: Record<RecentEntityName, { label: string; icon: LucideIcon }> = {
  issue: { label: "Issues", icon: CircleDot },
  project: { label: "Projects", icon: FolderKanban },
  cycle: { label: "Cycles", icon: RefreshCcw },
  module: { label: "Modules", icon: Boxes },
  view: { label: "Views", icon: Layers },
  page: { label: "Pages", icon: FileText },
};

/** The screen a visit opens again. */
export function recentVisitPath(slug: string, visit: RecentVisit): string {
  const { id, project_id } = visit.entity_data;
  const project = project_id ?? "";
  switch (visit.entity_name) {
    case "issue":
      return appPaths.issue(slug, project, id);
    case "project":
      return appPaths.issues(slug, id);
    case "cycle":
      return appPaths.cycle(slug, project, id);
    case "module":
      return appPaths.module(slug, project, id);
    case "view":
      return appPaths.view(slug, project_id, id);
    case "page":
      return `${appPaths.project(slug, project)}/pages/${id}`;
  }
}

/** An issue's key ("WEB-12"), or null for the other kinds. */
export function recentVisitKey(visit: RecentVisit): string | null {
  const { project_identifier, sequence_id } = visit.entity_data;
  return visit.entity_name === "issue" && project_identifier && sequence_id !== null
    ? `${project_identifier}-${sequence_id}`
    : null;
}

/** The name to show; empty names of views and pages read "Untitled" (spec §5). */
export function recentVisitTitle(visit: RecentVisit): string {
  return visit.entity_data.name.trim() || "Untitled";
}
