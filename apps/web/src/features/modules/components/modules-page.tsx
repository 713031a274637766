import { canWrite, type Module, sortModules } from "@hangar/contracts";
import { AlertCircle, Archive, Layers, Plus, SearchX } from "lucide-react";
import { useState } from "react";
import { NavLink, useParams } from "react-router";
import { FeatureOffState } from "../../../components/feature-off-state";
import { ProjectNotFound } from "../../../components/project-not-found";
import { ProjectTrail } from "../../../components/project-trail";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useCreateRequest } from "../../../lib/create-request";
import { appPaths } from "../../../lib/paths";
import { useProject } from "../../project-settings";
import { useFavoriteModule, useUpdateModule } from "../api/use-module-mutations";
import { useArchivedModules, useModules } from "../api/use-modules";
import { filterModules } from "../lib/sort-modules";
import { useModuleDisplay } from "../lib/use-module-display";
import { useModulePeople } from "../lib/use-module-people";
import { ModuleCard } from "./module-card";
import { ModuleFormModal } from "./module-form-modal";
import { ModuleListControls } from "./module-list-controls";
import { ModuleRow } from "./module-row";
import { useModuleActions } from "./use-module-actions";

const tab = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-2 py-1 text-sm", isActive ? "bg-surface-active font-medium text-fg" : "text-fg-muted hover:text-fg");

/** `/:workspaceSlug/projects/:projectId/modules` (and `…/modules/archived`): the project's modules. */
export function ModulesPage({ archived = false }: { archived?: boolean }) {
  const { workspaceSlug: slug = "", projectId = "" } = useParams();
  const project = useProject(slug, projectId);
  const active = useModules(slug, projectId);
  const archivedList = useArchivedModules(slug, projectId, archived);
  const list = archived ? archivedList : active;
  const { byId } = useModulePeople(slug, projectId);
  const [display, setDisplay] = useModuleDisplay(projectId);
  const update = useUpdateModule(slug, projectId, "Couldn't change the status");
  const favorite = useFavoriteModule(slug, projectId);
  const actions = useModuleActions(slug, projectId);
  const [creating, setCreating] = useState(false);
  const canCreate = project.data?.module_view === true && canWrite(project.data.member_role);
  useCreateRequest("module", projectId, () => setCreating(true), canCreate);

  if (project.isPending) return <PageSpinner label="Loading project" />;
  if (project.isError) return <ProjectNotFound slug={slug} error={project.error} />;
  const canEdit = canWrite(project.data.member_role);
  const base = appPaths.modules(slug, projectId);

  if (!project.data.module_view) {
    return (
      <FeatureOffState
        icon={Layers}
        title="Modules are turned off"
        description="Turn on Modules in the project's features to group work into modules."
        slug={slug}
        projectId={projectId}
      />
    );
  }

  const shown = list.data ? sortModules(archived ? list.data : filterModules(list.data, display.statuses), display.order_by) : [];
  const itemProps = (module: Module) => ({
    slug,
    module,
    peopleById: byId,
    canEdit,
    onStatusChange: (status: Module["status"]) => update.mutate({ id: module.id, changes: { status } }),
    onToggleFavorite: () => favorite.mutate({ id: module.id, favorite: !module.is_favorite }),
    onAction: (action: Parameters<typeof actions.run>[1]) => actions.run(module, action),
  });
  const gallery = display.layout === "gallery" && !archived;

  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-5">
        <ProjectTrail slug={slug} projectId={projectId} projectName={project.data.name} title="Modules" />
        <nav aria-label="Module lists" className="ml-3 flex items-center gap-1">
          <NavLink to={base} end className={tab}>
            Active
          </NavLink>
          <NavLink to={`${base}/archived`} className={tab}>
            Archived
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ModuleListControls display={display} onChange={setDisplay} orderOnly={archived} />
          {canEdit && !archived && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden /> New module
            </Button>
          )}
        </div>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending && <PageSpinner label="Loading modules" />}
        {list.isError && (
          <EmptyState
            icon={AlertCircle}
            title="Couldn't load modules"
            description={errorMessage(list.error)}
            action={
              <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
                Try again
              </Button>
            }
          />
        )}
        {list.data && list.data.length === 0 && (
          <EmptyState
            icon={archived ? Archive : Layers}
            title={archived ? "No archived modules" : "No modules yet"}
            description={
              archived
                ? "Completed or canceled modules you archive show up here."
                : "Modules group issues into a feature or milestone, with a lead, members and progress."
            }
            action={
              canEdit &&
              !archived && (
                <Button size="sm" onClick={() => setCreating(true)}>
                  <Plus aria-hidden /> Create module
                </Button>
              )
            }
          />
        )}
        {list.data && list.data.length > 0 && shown.length === 0 && (
          <EmptyState
            icon={SearchX}
            title="No modules match this filter"
            action={
              <Button size="sm" variant="secondary" onClick={() => setDisplay({ statuses: [] })}>
                Clear filter
              </Button>
            }
          />
        )}
        {shown.length > 0 &&
          (gallery ? (
            <ul aria-label="Modules" className="grid grid-cols-[repeat(auto-fill,minmax(18rem,1fr))] gap-3 p-5">
              {shown.map((m) => (
                <ModuleCard key={m.id} {...itemProps(m)} />
              ))}
            </ul>
          ) : (
            <ul aria-label={archived ? "Archived modules" : "Modules"}>
              {shown.map((m) => (
                <ModuleRow key={m.id} {...itemProps(m)} />
              ))}
            </ul>
          ))}
      </div>
      <ModuleFormModal slug={slug} projectId={projectId} open={creating} onOpenChange={setCreating} />
      {actions.dialogs}
    </div>
  );
}
