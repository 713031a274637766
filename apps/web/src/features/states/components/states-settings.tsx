import { STATE_GROUPS, type State, type StateGroup } from "@hangar/contracts";
import { AlertCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import {
  newStateTempId,
  useCreateState,
  useDeleteState,
  useMarkDefaultState,
  useStates,
  useUpdateState,
} from "../api/use-states";
import { groupStates, sequenceAfterMove, sequenceAtEnd } from "../lib/state-order";
import type { StateFormValues } from "./state-form";
import { type StateEditing, StateGroupSection } from "./state-group-section";

type StatesSettingsProps = { slug: string; projectId: string; canEdit: boolean };

/** A project's workflow states in the five groups, with add, edit, reorder, default and delete. */
export function StatesSettings({ slug, projectId, canEdit }: StatesSettingsProps) {
  const states = useStates(slug, projectId);
  const create = useCreateState(slug, projectId);
  const update = useUpdateState(slug, projectId);
  const reorder = useUpdateState(slug, projectId, "Couldn't reorder the state");
  const markDefault = useMarkDefaultState(slug, projectId);
  const remove = useDeleteState(slug, projectId);
  const [editing, setEditing] = useState<StateEditing>(null);
  const [deleting, setDeleting] = useState<State | null>(null);

  if (states.isPending) return <PageSpinner label="Loading states" />;
  if (states.isError) {
    return (
      <EmptyState
        icon={AlertCircle}
        title="Couldn't load states"
        description={errorMessage(states.error)}
        action={
          <Button variant="secondary" size="sm" onClick={() => states.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const groups = groupStates(states.data);

  function handleCreate(group: StateGroup, values: StateFormValues) {
    create.mutate({ ...values, group, tempId: newStateTempId(), sequence: sequenceAtEnd(groups[group]) });
  }

  function handleUpdate(state: State, values: StateFormValues) {
    const changes: Partial<StateFormValues> = {};
    for (const field of ["name", "color", "description"] as const) {
      if (values[field] !== (state[field] ?? "")) changes[field] = values[field];
    }
    if (Object.keys(changes).length > 0) update.mutate({ id: state.id, changes });
  }

  function handleMove(group: StateGroup, from: number, to: number) {
    const list = groups[group];
    const sequence = sequenceAfterMove(list, from, to);
    if (sequence !== null) reorder.mutate({ id: list[from].id, changes: { sequence } });
  }

  return (
    <div className="space-y-3">
      {STATE_GROUPS.map((group) => (
        <StateGroupSection
          key={group}
          group={group}
          states={groups[group]}
          canEdit={canEdit}
          editing={editing}
          onEditingChange={setEditing}
          onCreate={handleCreate}
          onUpdate={handleUpdate}
          onMove={handleMove}
          onMarkDefault={(state) => markDefault.mutate({ id: state.id })}
          onDelete={setDeleting}
        />
      ))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete state?"
        description={deleting ? `“${deleting.name}” will be removed from this project.` : undefined}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate({ id: deleting.id });
          setDeleting(null);
        }}
      />
    </div>
  );
}
