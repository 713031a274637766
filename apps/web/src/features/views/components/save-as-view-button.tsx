import { Save } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { MountOnceOpen } from "../../../components/mount-once-open";
import { Button } from "../../../components/ui/button";
import { lazyWithPreload } from "../../../lib/lazy-with-preload";
import type { IssueScope } from "../../issue-core";
import { useIssuePreferences } from "../../issue-filters";
import { type ViewPlace, viewUrl } from "../api/view-keys";

// The form loads when the button is pointed at or first pressed: the list shows the button, not the form.
const ViewFormModal = lazyWithPreload(() => import("./view-form-modal").then((m) => m.ViewFormModal));

type SaveAsViewButtonProps = {
  place: ViewPlace;
  /** The list whose current filters and display the new view starts from. */
  scope: IssueScope;
};

/** Shown once the list is filtered: saves its filters and display as a new view, then opens it. */
export function SaveAsViewButton({ place, scope }: SaveAsViewButtonProps) {
  const navigate = useNavigate();
  const preferences = useIssuePreferences(scope);
  const [open, setOpen] = useState(false);
  const filtered = Object.values(preferences.filters).some((values) => values && values.length > 0);
  if (!filtered && !open) return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void ViewFormModal.preload().catch(() => undefined)}
        onFocus={() => void ViewFormModal.preload().catch(() => undefined)}
      >
        <Save aria-hidden /> Save view
      </Button>
      <MountOnceOpen open={open}>
        <ViewFormModal
          place={place}
          open={open}
          onOpenChange={setOpen}
          settings={{
            filters: preferences.filters,
            display_filters: preferences.displayFilters,
            display_properties: preferences.displayProperties,
          }}
          onSaved={(view) => navigate(viewUrl(place, view.id))}
        />
      </MountOnceOpen>
    </>
  );
}
