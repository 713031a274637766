import { canCreateProjects, canWrite, type Project } from "@hangar/contracts";
import { Boxes, FileText, FolderPlus, Layers, RefreshCcw, SquarePen, StickyNote } from "lucide-react";
import { useNavigate } from "react-router";
import { type CreateKind, requestCreate } from "../../../lib/create-request";
import { appPaths } from "../../../lib/paths";
import { createIssueAnywhere } from "../../issue-core";
import { openCreateProject, useProjectList } from "../../projects";
import { openQuickSticky } from "../../stickies";
import { type ProjectSection, sectionPath } from "../lib/destinations";
import { pushPalettePage, runAfterClose } from "../lib/palette-navigation";
import type { PaletteContext } from "../lib/palette-types";
import { SECTION_FEATURE } from "../lib/project-sections";
import type { PaletteCommand, PaletteGroupSpec } from "./palette-item";

const SECTION_OF: Record<CreateKind, ProjectSection> = { cycle: "cycles", module: "modules", view: "views", page: "pages" };

/** Whether the caller can create `kind` in the project: a writing member, with the feature on. */
export function canCreateIn(project: Project | undefined, kind: CreateKind): project is Project {
  const feature = SECTION_FEATURE[SECTION_OF[kind]];
  return Boolean(project?.is_member && !project.archived_at && canWrite(project.member_role) && (!feature || project[feature]));
}

/** Goes to the project's list of `kind` and has it open its own create dialog. */
export function createInProject(navigate: (to: string) => void, slug: string, projectId: string, kind: CreateKind) {
  runAfterClose(() => {
    requestCreate(kind, projectId);
    navigate(sectionPath(slug, projectId, SECTION_OF[kind]));
  });
}

const ICONS: Record<CreateKind, typeof Boxes> = { cycle: RefreshCcw, module: Boxes, view: Layers, page: FileText };

/** New issue, project, cycle, module, view, page, sticky: in the screen's project, or the one chosen next. */
export function useCreateCommands({ workspace, role, projectId }: PaletteContext): PaletteGroupSpec {
  const navigate = useNavigate();
  const slug = workspace.slug;
  const projects = useProjectList(slug);
  const here = projects.data?.find((p) => p.id === projectId);
  const commands: PaletteCommand[] = [
    {
      id: "create:issue",
      label: "New issue",
      keywords: "create add task bug",
      icon: <SquarePen />,
      shortcut: "createIssue",
      run: () => runAfterClose(createIssueAnywhere),
    },
  ];
  if (canCreateProjects(role)) {
    commands.push({
      id: "create:project",
      label: "New project",
      keywords: "create add",
      icon: <FolderPlus />,
      shortcut: "createProject",
      run: () => runAfterClose(openCreateProject),
    });
  }
  for (const kind of ["cycle", "module", "view", "page"] as const) {
    const Icon = ICONS[kind];
    const inHere = canCreateIn(here, kind);
    commands.push({
      id: `create:${kind}`,
      label: inHere ? `New ${kind}` : `New ${kind}…`,
      keywords: `create add ${kind === "cycle" ? "sprint" : ""}`,
      icon: <Icon />,
      detail: inHere ? here.identifier : "choose a project",
      run: () =>
        inHere ? createInProject(navigate, slug, here.id, kind) : pushPalettePage({ id: "projects", goal: `create-${kind}` }),
    });
  }
  if (canWrite(role)) {
    commands.push({
      id: "create:workspace-view",
      label: "New workspace view",
      keywords: "create add saved filter",
      icon: <Layers />,
      run: () =>
        runAfterClose(() => {
          requestCreate("view", null);
          navigate(appPaths.views(slug, null));
        }),
    });
  }
  commands.push({
    id: "create:sticky",
    label: "New sticky",
    keywords: "create add note",
    icon: <StickyNote />,
    shortcut: "createSticky",
    run: () => runAfterClose(openQuickSticky),
  });
  return { heading: "Create", commands };
}
