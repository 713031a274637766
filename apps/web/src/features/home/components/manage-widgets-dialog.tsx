import { HOME_WIDGET_META, SORT_ORDER_STEP, type Widget } from "@hangar/contracts";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { DragHandle, SortableItem, SortableList } from "../../../components/ui/sortable-list";
import { ToggleSwitch } from "../../../components/ui/toggle-switch";
import { orderAfterMove } from "../../../lib/sort-order";
import { orderedWidgets, useUpdateHomePreference } from "../api/use-home-dashboard";

type ManageWidgetsDialogProps = {
  slug: string;
  widgets: Widget[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Every widget with a switch to show or hide it and a handle to move it; each change is saved at once. */
export function ManageWidgetsDialog({ slug, widgets, open, onOpenChange }: ManageWidgetsDialogProps) {
  const update = useUpdateHomePreference(slug);
  const ordered = orderedWidgets(widgets);

  function move(from: number, to: number) {
    const order = orderAfterMove(
      ordered.map((w) => w.sort_order),
      from,
      to,
      { step: SORT_ORDER_STEP, first: SORT_ORDER_STEP },
    );
    const widget = ordered[from];
    if (order !== null && widget) update.mutate({ key: widget.key, changes: { sort_order: order } });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader
          title="Manage widgets"
          description="Choose what your home shows, and drag the handles to change the order."
        />
        <DialogBody>
          <SortableList ids={ordered.map((w) => w.key)} onMove={move}>
            <ul aria-label="Widgets" className="space-y-1.5">
              {ordered.map((widget) => {
                const meta = HOME_WIDGET_META[widget.key];
                return (
                  <li key={widget.key}>
                    <SortableItem id={widget.key}>
                      {(handle) => (
                        <div className="group flex items-center gap-3 rounded-md border border-border bg-surface px-2 py-2">
                          <DragHandle {...handle} label={`Reorder ${meta.label}`} className="opacity-60" />
                          <div className="min-w-0 flex-1">
                            <p className="text-sm font-medium text-fg">{meta.label}</p>
                            <p className="text-xs text-fg-muted">{meta.description}</p>
                          </div>
                          <ToggleSwitch
                            checked={widget.is_enabled}
                            aria-label={`Show ${meta.label}`}
                            onCheckedChange={(is_enabled) => update.mutate({ key: widget.key, changes: { is_enabled } })}
                          />
                        </div>
                      )}
                    </SortableItem>
                  </li>
                );
              })}
            </ul>
          </SortableList>
        </DialogBody>
        <DialogFooter>
          <Button size="sm" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
