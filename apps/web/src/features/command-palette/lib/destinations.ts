import { appPaths } from "../../../lib/paths";
import { openCommandPalette } from "./palette-store";

/** The screens every project has under its address (a project may turn some off). */
export type ProjectSection = "issues" | "cycles" | "modules" | "views" | "pages";

export const sectionPath = (slug: string, projectId: string, section: ProjectSection): string =>
  `${appPaths.project(slug, projectId)}/${section}`;

/** Goes to a section of the screen's project; outside one, the palette asks which project first. */
export function goToSection(navigate: (to: string) => void, slug: string, projectId: string | null, section: ProjectSection) {
  if (projectId) navigate(sectionPath(slug, projectId, section));
  else openCommandPalette({ id: "projects", goal: section });
}
