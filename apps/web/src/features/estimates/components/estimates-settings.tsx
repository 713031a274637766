import type { Estimate } from "@hangar/contracts";
import { AlertCircle, Archive, Pencil, Repeat, Ruler, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { useActivateEstimate, useDeleteEstimate, useEstimates } from "../api/use-estimates";
import { activeEstimateOf, archivedEstimatesOf, pointsInOrder } from "../lib/estimate-rules";
import { EditPointsModal } from "./edit-points-modal";
import { EstimateEditorModal } from "./estimate-editor-modal";

const TYPE_LABEL: Record<Estimate["type"], string> = { points: "Points", categories: "Categories", time: "Time" };

function PointChips({ estimate }: { estimate: Estimate }) {
  return (
    <ol aria-label={`${estimate.name} points`} className="flex flex-wrap gap-1.5">
      {pointsInOrder(estimate).map((p) => (
        <li key={p.id} className="rounded-md border border-border bg-surface-hover px-2 py-0.5 text-sm tabular-nums">
          {p.value}
        </li>
      ))}
    </ol>
  );
}

/** The project's estimate systems (Admin only): the active one with its points, and the archived ones. */
export function EstimatesSettings({ slug, projectId }: { slug: string; projectId: string }) {
  const estimates = useEstimates(slug, projectId);
  const activate = useActivateEstimate(slug, projectId);
  const remove = useDeleteEstimate(slug, projectId);
  const [editor, setEditor] = useState<"create" | "switch" | null>(null);
  const [editingPoints, setEditingPoints] = useState(false);
  const [deleting, setDeleting] = useState<Estimate | null>(null);

  if (estimates.isPending) return <PageSpinner label="Loading estimates" />;
  if (estimates.isError) {
    return (
      <EmptyState
        icon={AlertCircle}
        title="Error fetching estimates"
        description={errorMessage(estimates.error)}
        action={
          <Button variant="secondary" size="sm" onClick={() => estimates.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const active = activeEstimateOf(estimates.data);
  const archived = archivedEstimatesOf(estimates.data);

  return (
    <div className="space-y-6">
      {active ? (
        <section aria-label="Active estimate" className="space-y-3 rounded-lg border border-border bg-surface p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex items-center gap-2 text-sm font-medium text-fg">
                {active.name}
                <span className="rounded border border-border px-1.5 text-2xs text-fg-muted">{TYPE_LABEL[active.type]}</span>
                <span className="rounded bg-success-soft px-1.5 text-2xs text-success">Active</span>
              </p>
              <p className="text-xs text-fg-muted">Issues of this project are estimated with these points.</p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <Button variant="secondary" size="sm" disabled={isTemporaryId(active.id)} onClick={() => setEditingPoints(true)}>
                <Pencil aria-hidden /> Edit points
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setEditor("switch")}>
                <Repeat aria-hidden /> Switch system
              </Button>
            </div>
          </div>
          <PointChips estimate={active} />
        </section>
      ) : (
        <EmptyState
          icon={Ruler}
          title="No estimates yet"
          description="Estimates size work with points or categories, and add up in cycle and module progress."
          action={<Button onClick={() => setEditor("create")}>Set up estimates</Button>}
          className="rounded-lg border border-dashed border-border"
        />
      )}
      {archived.length > 0 && (
        <section aria-label="Archived estimates" className="space-y-2">
          <h2 className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-fg-subtle uppercase">
            <Archive className="size-3.5" aria-hidden /> Archived
          </h2>
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
            {archived.map((estimate) => (
              <li key={estimate.id} aria-label={estimate.name} className="flex items-center gap-3 px-4 py-2.5">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="text-sm text-fg">{estimate.name}</p>
                  <PointChips estimate={estimate} />
                </div>
                <Button variant="ghost" size="sm" onClick={() => activate.mutate({ id: estimate.id })}>
                  Use again
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete ${estimate.name}`}
                  onClick={() => setDeleting(estimate)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <EstimateEditorModal
        slug={slug}
        projectId={projectId}
        mode={editor ?? "create"}
        open={editor !== null}
        onOpenChange={(open) => !open && setEditor(null)}
      />
      {active && (
        <EditPointsModal
          slug={slug}
          projectId={projectId}
          estimate={active}
          open={editingPoints}
          onOpenChange={setEditingPoints}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete estimate?"
        description={deleting ? `“${deleting.name}” and its points will be deleted.` : undefined}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id });
          setDeleting(null);
        }}
      />
    </div>
  );
}
