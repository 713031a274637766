import { LABEL_COLORS, type Label } from "@hangar/contracts";
import { AlertCircle, Plus, Tags } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { serverFieldError } from "../../../lib/server-field-error";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { newLabelTempId, useCreateLabel, useDeleteLabel, useLabels, useUpdateLabel } from "../api/use-labels";
import { buildLabelTree, sortOrderAfterMove } from "../lib/label-tree";
import { LabelForm, type LabelFormValues } from "./label-form";
import { LabelTreeList } from "./label-tree-list";

type LabelsSettingsProps = { slug: string; projectId: string; canEdit: boolean };
type Creating = { values: LabelFormValues; nameError?: string; key: number };

const randomColor = () => LABEL_COLORS[Math.floor(Math.random() * LABEL_COLORS.length)];

/** A project's labels as a tree: create, edit, nest, reorder and delete. */
export function LabelsSettings({ slug, projectId, canEdit }: LabelsSettingsProps) {
  const labels = useLabels(slug, projectId);
  const create = useCreateLabel(slug, projectId);
  const update = useUpdateLabel(slug, projectId);
  const reorder = useUpdateLabel(slug, projectId, "Couldn't reorder the label");
  const move = useUpdateLabel(slug, projectId, "Couldn't move the label");
  const remove = useDeleteLabel(slug, projectId);
  const [creating, setCreating] = useState<Creating | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);

  if (labels.isPending) return <PageSpinner label="Loading labels" />;
  if (labels.isError) {
    return (
      <EmptyState
        icon={AlertCircle}
        title="Couldn't load labels"
        description={errorMessage(labels.error)}
        action={
          <Button variant="secondary" size="sm" onClick={() => labels.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const all = labels.data;
  const tree = buildLabelTree(all);

  function startCreating() {
    setEditingId(null);
    setCreating({ values: { name: "", color: randomColor(), parent: null }, key: Date.now() });
  }

  function handleCreate(values: LabelFormValues) {
    setCreating(null);
    create.mutate(
      { ...values, tempId: newLabelTempId() },
      {
        onError: (error) => {
          const field = serverFieldError(error, ["name"] as const);
          if (field) setCreating({ values, nameError: field.message, key: Date.now() });
        },
      },
    );
  }

  function handleUpdate(label: Label, values: LabelFormValues) {
    const changes: { name?: string; color?: string } = {};
    if (values.name !== label.name) changes.name = values.name;
    if (values.color !== label.color) changes.color = values.color;
    if (Object.keys(changes).length > 0) update.mutate({ id: label.id, changes });
  }

  function handleReorder(siblings: Label[], from: number, to: number) {
    const sortOrder = sortOrderAfterMove(siblings, from, to);
    if (sortOrder !== null) reorder.mutate({ id: siblings[from].id, changes: { sort_order: sortOrder } });
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-fg-muted">{all.length === 1 ? "1 label" : `${all.length} labels`}</p>
        {canEdit && (
          <Button size="sm" onClick={startCreating} disabled={creating !== null}>
            <Plus aria-hidden />
            Add label
          </Button>
        )}
      </div>
      {creating && (
        <LabelForm
          key={creating.key}
          initial={creating.values}
          nameError={creating.nameError}
          submitLabel="Create label"
          parentOptions={all.filter((l) => !isTemporaryId(l.id))}
          onCancel={() => setCreating(null)}
          onSubmit={handleCreate}
        />
      )}
      {all.length === 0 && !creating ? (
        <EmptyState
          icon={Tags}
          title="No labels yet"
          description={
            canEdit ? "Labels group and filter work items. Add one to get started." : "No one has added labels to this project."
          }
          className="rounded-lg border border-dashed border-border"
        />
      ) : (
        all.length > 0 && (
          <div className="rounded-lg border border-border bg-surface p-1.5">
            <LabelTreeList
              nodes={tree}
              labels={all}
              listLabel="Labels"
              depth={0}
              canEdit={canEdit}
              editingId={editingId}
              onEditingChange={setEditingId}
              onUpdate={handleUpdate}
              onReorder={handleReorder}
              onMoveTo={(label, parent) => move.mutate({ id: label.id, changes: { parent } })}
              onDelete={setDeleting}
            />
          </div>
        )
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete label?"
        description={
          deleting
            ? `“${deleting.name}” will be removed from this project and its work items. Its sub-labels move to the top level.`
            : undefined
        }
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id });
          setDeleting(null);
        }}
      />
    </div>
  );
}
