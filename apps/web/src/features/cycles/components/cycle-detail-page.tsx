import type { Cycle } from "@hangar/contracts";
import { ArrowRightLeft, ListPlus, PanelRight, RefreshCcw } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { NotFoundState } from "../../../components/not-found-state";
import { BreadcrumbSeparator, TRAIL_PARENT, TRAIL_TITLE } from "../../../components/ui/breadcrumb-separator";
import { Button } from "../../../components/ui/button";
import { PageSpinner } from "../../../components/ui/spinner";
import { Tooltip } from "../../../components/ui/tooltip";
import { useSidebarCollapsed } from "../../../lib/use-sidebar-collapsed";
import { cycleScope } from "../../issue-core";
import { IssuesScreen } from "../../issues";
import { useCycleContext } from "../api/use-cycle-context";
import { useActiveEstimate, useCycle, useCycles } from "../api/use-cycles";
import { unfinishedIssues } from "../lib/cycle-progress";
import { AddIssuesDialog } from "./add-issues-dialog";
import { ArchivedCycleBanner } from "./archived-cycle-banner";
import { CycleActionsMenu } from "./cycle-actions-menu";
import { CycleFormModal } from "./cycle-form-modal";
import { CycleProgressSidebar } from "./cycle-progress-sidebar";
import { TransferIssuesDialog } from "./transfer-issues-dialog";

type OpenDialog = "edit" | "add" | "transfer" | null;

/** `/:workspaceSlug/projects/:projectId/cycles/:cycleId`: the cycle's issues with its progress beside them. */
export function CycleDetailPage() {
  const { workspaceSlug: slug = "", projectId = "", cycleId = "" } = useParams();
  const navigate = useNavigate();
  const cycle = useCycle(slug, projectId, cycleId);
  const cycles = useCycles(slug, projectId);
  const { project, people, canEdit, meId } = useCycleContext(slug, projectId);
  const estimate = useActiveEstimate(slug, projectId);
  const [sidebarCollapsed, toggleSidebar] = useSidebarCollapsed("cycle");
  const sidebarOpen = !sidebarCollapsed;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const completed = cycle.data?.status === "completed";
  const scope = useMemo(() => cycleScope(slug, projectId, cycleId, { completed }), [slug, projectId, cycleId, completed]);
  const cyclesHref = `/${slug}/projects/${projectId}/cycles`;

  if (cycle.isPending) return <PageSpinner label="Loading cycle" />;
  if (cycle.isError) {
    return (
      <NotFoundState
        icon={RefreshCcw}
        title="Cycle not found"
        error={cycle.error}
        fallback="This cycle doesn't exist or you can't see it."
        backTo={cyclesHref}
        backLabel="Back to cycles"
      />
    );
  }

  const current: Cycle = cycle.data;
  const archived = current.archived_at !== null;
  const editable = canEdit && !archived;
  const unfinished = unfinishedIssues(current);
  const canTransfer = editable && completed && !current.progress_snapshot && unfinished > 0;
  const owner = current.owned_by_id ? people.get(current.owned_by_id) : undefined;
  const close = (open: boolean) => !open && setDialog(null);

  const actions = (
    <>
      {editable && !completed && (
        <Tooltip content="Add existing issues">
          <Button size="icon-sm" variant="ghost" aria-label="Add existing issues" onClick={() => setDialog("add")}>
            <ListPlus aria-hidden />
          </Button>
        </Tooltip>
      )}
      {canTransfer && (
        <Button size="sm" variant="secondary" onClick={() => setDialog("transfer")}>
          <ArrowRightLeft aria-hidden /> Transfer issues
        </Button>
      )}
      <Button
        size="icon-sm"
        variant="ghost"
        aria-label={sidebarOpen ? "Hide progress" : "Show progress"}
        aria-pressed={sidebarOpen}
        onClick={toggleSidebar}
      >
        <PanelRight aria-hidden />
      </Button>
      <CycleActionsMenu
        slug={slug}
        cycle={current}
        canEdit={canEdit}
        onEdit={() => setDialog("edit")}
        onDeleted={() => navigate(cyclesHref)}
      />
    </>
  );

  return (
    <div className="flex h-full flex-col">
      {archived && <ArchivedCycleBanner slug={slug} cycle={current} canEdit={canEdit} />}
      <div className="flex min-h-0 flex-1">
        <div className="min-w-0 flex-1">
          <IssuesScreen
            scope={scope}
            breadcrumb={(p) => (
              <>
                <Link to={`/${slug}/projects/${projectId}/issues`} className={TRAIL_PARENT}>
                  {p.name}
                </Link>
                <BreadcrumbSeparator />
                <Link to={cyclesHref} className="shrink-0 text-sm text-fg-muted hover:text-fg">
                  Cycles
                </Link>
                <BreadcrumbSeparator />
                <h1 className={TRAIL_TITLE}>{current.name}</h1>
              </>
            )}
            actions={actions}
            emptyTitle="No issues in this cycle"
            emptyDescription={
              completed
                ? "This cycle is over and took no issues."
                : "Create an issue here, or add existing ones of the project to plan them into this cycle."
            }
          />
        </div>
        {sidebarOpen && <CycleProgressSidebar slug={slug} cycle={current} owner={owner} estimated={estimate !== null} />}
      </div>
      <CycleFormModal
        slug={slug}
        projectId={projectId}
        open={dialog === "edit"}
        onOpenChange={close}
        cycle={current}
        cycles={cycles.data ?? []}
        ownerId={meId}
      />
      {dialog === "add" && (
        <AddIssuesDialog
          slug={slug}
          projectId={projectId}
          cycleId={current.id}
          cycleName={current.name}
          identifier={project.data?.identifier ?? ""}
          open
          onOpenChange={close}
        />
      )}
      {dialog === "transfer" && (
        <TransferIssuesDialog slug={slug} cycle={current} unfinished={unfinished} open onOpenChange={close} />
      )}
    </div>
  );
}
