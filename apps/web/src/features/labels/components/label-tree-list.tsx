import type { Label } from "@hangar/contracts";
import { SortableItem, SortableList } from "../../../components/ui/sortable-list";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { descendantIds, type LabelNode } from "../lib/label-tree";
import { LabelForm, type LabelFormValues } from "./label-form";
import { LabelRow } from "./label-row";

type LabelTreeListProps = {
  nodes: LabelNode[];
  labels: Label[];
  listLabel: string;
  depth: number;
  canEdit: boolean;
  editingId: string | null;
  onEditingChange: (id: string | null) => void;
  onUpdate: (label: Label, values: LabelFormValues) => void;
  onReorder: (siblings: Label[], from: number, to: number) => void;
  onMoveTo: (label: Label, parent: string | null) => void;
  onDelete: (label: Label) => void;
};

/** One level of the label tree; each sub-list reorders on its own, so a drag never changes a label's parent. */
export function LabelTreeList(props: LabelTreeListProps) {
  const { nodes, labels, listLabel, depth, canEdit, editingId, onEditingChange, onUpdate, onReorder, onMoveTo, onDelete } = props;
  const siblings = nodes.map((node) => node.label);

  return (
    <SortableList ids={siblings.map((l) => l.id)} onMove={(from, to) => onReorder(siblings, from, to)}>
      <ul className="space-y-px" aria-label={listLabel}>
        {nodes.map((node, index) => {
          const { label } = node;
          const blocked = descendantIds(labels, label.id);
          const moveTargets = labels.filter(
            (l) => l.id !== label.id && l.id !== label.parent && !blocked.has(l.id) && !isTemporaryId(l.id),
          );
          return (
            <li key={label.id}>
              <SortableItem id={label.id} disabled={!canEdit || editingId !== null}>
                {(handle) => (
                  <>
                    {editingId === label.id ? (
                      <div style={{ paddingLeft: `${depth * 1.5}rem` }}>
                        <LabelForm
                          initial={{ name: label.name, color: label.color, parent: label.parent }}
                          submitLabel="Save"
                          onCancel={() => onEditingChange(null)}
                          onSubmit={(values) => {
                            onUpdate(label, values);
                            onEditingChange(null);
                          }}
                        />
                      </div>
                    ) : (
                      <LabelRow
                        label={label}
                        depth={depth}
                        childCount={node.children.length}
                        canEdit={canEdit}
                        isFirst={index === 0}
                        isLast={index === nodes.length - 1}
                        moveTargets={moveTargets}
                        handle={handle}
                        onMove={(direction) => onReorder(siblings, index, index + direction)}
                        onMoveTo={(parent) => onMoveTo(label, parent)}
                        onEdit={() => onEditingChange(label.id)}
                        onDelete={() => onDelete(label)}
                      />
                    )}
                    {node.children.length > 0 && (
                      <LabelTreeList
                        {...props}
                        nodes={node.children}
                        depth={depth + 1}
                        listLabel={`Sub-labels of ${label.name}`}
                      />
                    )}
                  </>
                )}
              </SortableItem>
            </li>
          );
        })}
      </ul>
    </SortableList>
  );
}
