import { canWrite } from "@hangar/contracts";
import { FolderX, PanelRight, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { HEADER_LABEL } from "../../../components/header-label";
import { NotFoundState } from "../../../components/not-found-state";
import { BreadcrumbSeparator, TRAIL_PARENT, TRAIL_TITLE } from "../../../components/ui/breadcrumb-separator";
import { Button } from "../../../components/ui/button";
import { PageSpinner } from "../../../components/ui/spinner";
import { useSidebarCollapsed } from "../../../lib/use-sidebar-collapsed";
import { moduleScope } from "../../issue-core";
import { IssuesScreen } from "../../issues";
import { useProject } from "../../project-settings";
import { useModule } from "../api/use-modules";
import { AddExistingIssuesDialog } from "./add-existing-issues-dialog";
import { ModuleActionsMenu } from "./module-actions-menu";
import { ModuleDetailsPanel } from "./module-details-panel";
import { useModuleActions } from "./use-module-actions";

/** `/:workspaceSlug/projects/:projectId/modules/:moduleId`: the module's issues with its progress beside them. */
export function ModuleDetailPage() {
  const { workspaceSlug: slug = "", projectId = "", moduleId = "" } = useParams();
  const scope = useMemo(() => moduleScope(slug, projectId, moduleId), [slug, projectId, moduleId]);
  const module = useModule(slug, projectId, moduleId);
  const project = useProject(slug, projectId);
  const listPath = `/${slug}/projects/${projectId}/modules`;
  const actions = useModuleActions(slug, projectId, listPath);
  // Open by default where there is room beside the issues; the user's own choice is remembered.
  const [sidebarCollapsed, toggleSidebar] = useSidebarCollapsed("module", window.innerWidth < 1400);
  const sidebarOpen = !sidebarCollapsed;
  const [adding, setAdding] = useState(false);

  if (module.isPending) return <PageSpinner label="Loading module" />;
  if (module.isError) {
    return (
      <NotFoundState
        icon={FolderX}
        title="Module not found"
        error={module.error}
        fallback="This module doesn't exist or you can't see it."
        backTo={listPath}
        backLabel="Back to modules"
      />
    );
  }

  const data = module.data;
  const canEdit = canWrite(project.data?.member_role);
  const open = !data.archived_at;

  return (
    <div className="flex h-full">
      <div className="min-w-0 flex-1 overflow-hidden">
        <IssuesScreen
          scope={scope}
          emptyTitle="No issues in this module"
          emptyDescription="Create an issue here or add existing ones to track this module's work."
          breadcrumb={(p) => (
            <>
              <Link to={`/${slug}/projects/${projectId}/issues`} className={TRAIL_PARENT}>
                {p.name}
              </Link>
              <BreadcrumbSeparator />
              <Link to={listPath} className="shrink-0 text-sm text-fg-muted hover:text-fg">
                Modules
              </Link>
              <BreadcrumbSeparator />
              <h1 className={TRAIL_TITLE}>{data.name}</h1>
            </>
          )}
          actions={
            <>
              {canEdit && open && (
                <Button variant="secondary" size="sm" aria-label="Add existing issues" onClick={() => setAdding(true)}>
                  <Plus aria-hidden /> <span className={HEADER_LABEL}>Add existing</span>
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label="Module details"
                aria-pressed={sidebarOpen}
                onClick={toggleSidebar}
              >
                <PanelRight aria-hidden />
              </Button>
              <ModuleActionsMenu module={data} canEdit={canEdit} onAction={(action) => actions.run(data, action)} />
            </>
          }
        />
      </div>
      {sidebarOpen && (
        <aside aria-label="Module details" className="w-80 shrink-0 overflow-y-auto border-l border-border bg-surface">
          <ModuleDetailsPanel slug={slug} projectId={projectId} module={data} canEdit={canEdit} />
        </aside>
      )}
      <AddExistingIssuesDialog
        slug={slug}
        projectId={projectId}
        moduleId={moduleId}
        identifier={project.data?.identifier ?? ""}
        open={adding}
        onOpenChange={setAdding}
      />
      {actions.dialogs}
    </div>
  );
}
