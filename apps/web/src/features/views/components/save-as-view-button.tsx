import { Save } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import type { IssueScope } from "../../issue-core";
import { useIssuePreferences } from "../../issue-filters";
import { type ViewPlace, viewUrl } from "../api/view-keys";
import { ViewFormModal } from "./view-form-modal";

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
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Save aria-hidden /> Save view
      </Button>
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
    </>
  );
}
