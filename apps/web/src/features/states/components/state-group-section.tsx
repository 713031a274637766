import { STATE_GROUP_META, type State, type StateGroup } from "@hangar/contracts";
import { Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { SortableItem, SortableList } from "../../../components/ui/sortable-list";
import { StateForm, type StateFormValues } from "./state-form";
import { StateRow } from "./state-row";

export type StateEditing = { kind: "add"; group: StateGroup } | { kind: "edit"; id: string } | null;

type StateGroupSectionProps = {
  group: StateGroup;
  states: State[];
  canEdit: boolean;
  editing: StateEditing;
  onEditingChange: (editing: StateEditing) => void;
  onCreate: (group: StateGroup, values: StateFormValues) => void;
  onUpdate: (state: State, values: StateFormValues) => void;
  onMove: (group: StateGroup, from: number, to: number) => void;
  onMarkDefault: (state: State) => void;
  onDelete: (state: State) => void;
};

export function StateGroupSection({
  group,
  states,
  canEdit,
  editing,
  onEditingChange,
  onCreate,
  onUpdate,
  onMove,
  onMarkDefault,
  onDelete,
}: StateGroupSectionProps) {
  const meta = STATE_GROUP_META[group];
  const headingId = `state-group-${group}`;
  const adding = editing?.kind === "add" && editing.group === group;
  const close = () => onEditingChange(null);

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface">
      <div className="flex h-9 items-center gap-2 border-b border-border px-3">
        <span className="size-2.5 rounded-full" style={{ backgroundColor: meta.color }} aria-hidden />
        <h2 id={headingId} className="text-sm font-medium text-fg">
          {meta.label}
        </h2>
        <span className="text-xs text-fg-subtle">{states.length}</span>
        {canEdit && (
          <Button
            variant="ghost"
            size="icon-sm"
            className="ml-auto"
            aria-label="Add state"
            title={`Add a state to ${meta.label}`}
            onClick={() => onEditingChange({ kind: "add", group })}
          >
            <Plus aria-hidden />
          </Button>
        )}
      </div>
      <div className="space-y-px p-1.5">
        <SortableList ids={states.map((s) => s.id)} onMove={(from, to) => onMove(group, from, to)}>
          <ul aria-label={`${meta.label} states`}>
            {states.map((state, index) => (
              <li key={state.id}>
                <SortableItem id={state.id} disabled={!canEdit || editing !== null}>
                  {(handle) =>
                    editing?.kind === "edit" && editing.id === state.id ? (
                      <StateForm
                        initial={{ name: state.name, color: state.color, description: state.description ?? "" }}
                        submitLabel="Save"
                        onCancel={close}
                        onSubmit={(values) => {
                          onUpdate(state, values);
                          close();
                        }}
                      />
                    ) : (
                      <StateRow
                        state={state}
                        canEdit={canEdit}
                        isFirst={index === 0}
                        isLast={index === states.length - 1}
                        handle={handle}
                        onMove={(direction) => onMove(group, index, index + direction)}
                        onEdit={() => onEditingChange({ kind: "edit", id: state.id })}
                        onMarkDefault={() => onMarkDefault(state)}
                        onDelete={() => onDelete(state)}
                      />
                    )
                  }
                </SortableItem>
              </li>
            ))}
          </ul>
        </SortableList>
        {states.length === 0 && !adding && <p className="px-2 py-1.5 text-xs text-fg-subtle">No states in this group.</p>}
        {adding && (
          <StateForm
            initial={{ name: "", color: meta.color, description: "" }}
            submitLabel="Create state"
            onCancel={close}
            onSubmit={(values) => {
              onCreate(group, values);
              close();
            }}
          />
        )}
      </div>
    </section>
  );
}
