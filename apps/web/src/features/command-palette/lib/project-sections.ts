import type { ProjectFeatures } from "@hangar/contracts";
import type { CreateKind } from "../../../lib/create-request";
import type { ProjectSection } from "./destinations";
import type { ProjectDestination } from "./palette-store";

/** The project feature a section needs (a project can turn cycles, modules, views and pages off). */
export const SECTION_FEATURE: Record<ProjectSection, keyof ProjectFeatures | null> = {
  issues: null,
  cycles: "cycle_view",
  modules: "module_view",
  views: "issue_views_view",
  pages: "page_view",
};

export const isSection = (destination: ProjectDestination): destination is ProjectSection => destination in SECTION_FEATURE;

/** What a "create-…" destination creates. */
export const createKindOf = (destination: ProjectDestination): CreateKind | null =>
  destination.startsWith("create-") ? (destination.slice("create-".length) as CreateKind) : null;
