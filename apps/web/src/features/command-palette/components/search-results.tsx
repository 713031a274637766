import type { WorkspaceSearch } from "@hangar/contracts";
import { Boxes, Building2, FileText, Layers, RefreshCcw } from "lucide-react";
import { appPaths } from "../../../lib/paths";
import { ProjectLogo } from "../../projects";
import type { PaletteCommand, PaletteGroupSpec } from "./palette-item";

type Results = WorkspaceSearch["results"];

const dot = (color: string | null) => (
  <span className="size-2.5 rounded-full border border-border" style={{ backgroundColor: color ?? "transparent" }} />
);

/** The workspace search's answer as palette groups, issues first: what the server matched is shown as is. */
export function searchResultGroups(slug: string, results: Results, go: (href: string) => void): PaletteGroupSpec[] {
  const item = (command: Omit<PaletteCommand, "run"> & { href: string }): PaletteCommand => ({
    ...command,
    run: () => go(command.href),
  });
  const groups: PaletteGroupSpec[] = [
    {
      heading: "Issues",
      commands: results.issue.map((issue) =>
        item({
          id: `issue:${issue.id}`,
          label: `${issue.project_identifier}-${issue.sequence_id} ${issue.name}`,
          icon: dot(issue.state_color),
          detail: issue.state_name ?? undefined,
          href: appPaths.issue(slug, issue.project_id, issue.id),
        }),
      ),
    },
    {
      heading: "Projects",
      commands: results.project.map((project) =>
        item({
          id: `project:${project.id}`,
          label: project.name,
          icon: <ProjectLogo project={project} size="sm" />,
          detail: project.identifier,
          href: appPaths.issues(slug, project.id),
        }),
      ),
    },
    {
      heading: "Cycles",
      commands: results.cycle.map((cycle) =>
        item({
          id: `cycle:${cycle.id}`,
          label: cycle.name,
          icon: <RefreshCcw />,
          detail: cycle.project_identifier,
          href: appPaths.cycle(slug, cycle.project_id, cycle.id),
        }),
      ),
    },
    {
      heading: "Modules",
      commands: results.module.map((module) =>
        item({
          id: `module:${module.id}`,
          label: module.name,
          icon: <Boxes />,
          detail: module.project_identifier,
          href: appPaths.module(slug, module.project_id, module.id),
        }),
      ),
    },
    {
      heading: "Views",
      commands: results.issue_view.map((view) =>
        item({
          id: `view:${view.id}`,
          label: view.name,
          icon: <Layers />,
          detail: view.project_identifier ?? "Workspace",
          href: appPaths.view(slug, view.project_id, view.id),
        }),
      ),
    },
    {
      heading: "Pages",
      commands: results.page.map((page) =>
        item({
          id: `page:${page.id}`,
          label: page.name || "Untitled",
          icon: <FileText />,
          detail: page.project_identifier,
          href: appPaths.page(slug, page.project_id, page.id),
        }),
      ),
    },
    {
      heading: "Workspaces",
      commands: results.workspace.map((workspace) =>
        item({ id: `workspace:${workspace.id}`, label: workspace.name, icon: <Building2 />, href: `/${workspace.slug}/` }),
      ),
    },
  ];
  return groups.filter((group) => group.commands.length > 0);
}
