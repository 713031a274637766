import { type EntitySearch, searchEndpoints } from "@hangar/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Archive, Boxes, FileText, RefreshCcw, Settings } from "lucide-react";
import { useNavigate } from "react-router";
import { call } from "../../../lib/api";
import { appPaths } from "../../../lib/paths";
import { queryKeys } from "../../../lib/query-keys";
import { ProjectLogo, useProjectList } from "../../projects";
import { sectionPath } from "../lib/destinations";
import { pushPalettePage, runAfterClose } from "../lib/palette-navigation";
import type { ProjectDestination } from "../lib/palette-store";
import type { PaletteContext } from "../lib/palette-types";
import { createKindOf, isSection, SECTION_FEATURE } from "../lib/project-sections";
import { canCreateIn, createInProject } from "./create-commands";
import { PROJECT_SETTINGS, SECTIONS } from "./navigate-commands";
import { filterGroups, type PaletteCommand, type PaletteGroupSpec, PaletteGroups, PaletteNote } from "./palette-item";

export const DESTINATION_TITLES: Record<ProjectDestination, string> = {
  open: "Open project",
  issues: "Issues of…",
  cycles: "Cycles of…",
  modules: "Modules of…",
  views: "Views of…",
  pages: "Pages of…",
  "create-cycle": "New cycle in…",
  "create-module": "New module in…",
  "create-view": "New view in…",
  "create-page": "New page in…",
};

/** Which project a command goes on with: those of the caller's projects it can work in. */
export function ProjectsPage({ context, goal, search }: { context: PaletteContext; goal: ProjectDestination; search: string }) {
  const navigate = useNavigate();
  const slug = context.workspace.slug;
  const projects = useProjectList(slug);
  const creates = createKindOf(goal);
  const usable = (projects.data ?? []).filter((project) => {
    if (project.archived_at || !project.is_member) return false;
    if (creates) return canCreateIn(project, creates);
    const feature = isSection(goal) ? SECTION_FEATURE[goal] : null;
    return !feature || project[feature];
  });
  const commands: PaletteCommand[] = usable.map((project) => ({
    id: `project:${project.id}`,
    label: project.name,
    keywords: project.identifier,
    icon: <ProjectLogo project={project} size="sm" />,
    detail: project.identifier,
    run: () => {
      if (creates) createInProject(navigate, slug, project.id, creates);
      else if (isSection(goal)) runAfterClose(() => navigate(sectionPath(slug, project.id, goal)));
      else pushPalettePage({ id: "project", projectId: project.id });
    },
  }));
  const groups = filterGroups([{ heading: "Projects", commands }], search);
  if (groups.length > 0) return <PaletteGroups groups={groups} />;
  return <PaletteNote>{projects.isPending ? "Loading…" : "No project of yours matches"}</PaletteNote>;
}

/** A project's screens, settings, and its cycles, modules and pages (searched on the server as you type). */
export function ProjectPage({ context, projectId, search }: { context: PaletteContext; projectId: string; search: string }) {
  const navigate = useNavigate();
  const slug = context.workspace.slug;
  const project = useProjectList(slug).data?.find((p) => p.id === projectId);
  // Asked at every keystroke, as the root page's search is (see usePaletteSearch).
  const term = search.trim();
  const entities = useQuery({
    queryKey: [...queryKeys.workspace(slug), "entity-search", projectId, term],
    queryFn: ({ signal }): Promise<EntitySearch> =>
      call(searchEndpoints.entity, {
        params: { slug },
        query: { query_type: "cycle,module,page", project_id: projectId, query: term || undefined, count: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const go = (href: string) => () => runAfterClose(() => navigate(href));
  const screens: PaletteCommand[] = SECTIONS.filter(({ section }) => {
    const feature = SECTION_FEATURE[section];
    return !project || !feature || project[feature];
  }).map(({ section, label, icon }) => ({
    id: `screen:${section}`,
    label,
    icon,
    run: go(sectionPath(slug, projectId, section)),
  }));
  screens.push({
    id: "screen:archives",
    label: "Archived issues",
    icon: <Archive />,
    run: go(`${appPaths.project(slug, projectId)}/archives/issues`),
  });
  for (const { path, label } of PROJECT_SETTINGS) {
    screens.push({
      id: `screen:settings-${path || "general"}`,
      label: `Settings: ${label}`,
      icon: <Settings />,
      run: go(appPaths.settings(slug, projectId, path || undefined)),
    });
  }
  const found = entities.data;
  const lists: PaletteGroupSpec[] = [
    {
      heading: "Cycles",
      commands: (found?.cycle ?? []).map((c) => ({
        id: `cycle:${c.id}`,
        label: c.name,
        icon: <RefreshCcw />,
        run: go(appPaths.cycle(slug, projectId, c.id)),
      })),
    },
    {
      heading: "Modules",
      commands: (found?.module ?? []).map((m) => ({
        id: `module:${m.id}`,
        label: m.name,
        icon: <Boxes />,
        run: go(appPaths.module(slug, projectId, m.id)),
      })),
    },
    {
      heading: "Pages",
      commands: (found?.page ?? []).map((p) => ({
        id: `page:${p.id}`,
        label: p.name || "Untitled",
        icon: <FileText />,
        run: go(appPaths.page(slug, projectId, p.id)),
      })),
    },
  ].filter((group) => group.commands.length > 0);
  const groups = [...filterGroups([{ heading: project?.name ?? "Project", commands: screens }], search), ...lists];
  if (groups.length > 0) return <PaletteGroups groups={groups} />;
  return <PaletteNote>{entities.isFetching ? "Searching…" : "Nothing matches"}</PaletteNote>;
}
