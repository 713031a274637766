import type { IssueView } from "@hangar/contracts";
import { Lock, RotateCcw, Save } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { FavoriteStar } from "../../../components/ui/favorite-star";
import { Tooltip } from "../../../components/ui/tooltip";
import { appPaths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import type { IssueScope } from "../../issue-core";
import { useIssuePreferences } from "../../issue-filters";
import { useToggleFavoriteView, useUpdateView } from "../api/use-view-mutations";
import { type ViewPlace, viewUrl } from "../api/view-keys";
import { canCreateViews, canManageView, type ViewViewer, viewName } from "../lib/view-access";
import { ViewActionsMenu } from "./view-actions-menu";
import { ViewFormModal } from "./view-form-modal";

type ViewScreenActionsProps = {
  place: ViewPlace;
  view: IssueView;
  /** The screen's scope: its settings are read (and reset) through the same preferences. */
  scope: IssueScope;
  viewer: ViewViewer;
  canFavorite: boolean;
};

/**
 * A saved view's header actions. Changing filters or display on the screen leaves the view as saved
 * until "Save view" (owner or admin, view unlocked); "Reset" goes back to what was saved.
 */
export function ViewScreenActions({ place, view, scope, viewer, canFavorite }: ViewScreenActionsProps) {
  const navigate = useNavigate();
  const preferences = useIssuePreferences(scope);
  const update = useUpdateView(place);
  const favorite = useToggleFavoriteView(place);
  const [form, setForm] = useState<"edit" | "copy" | null>(null);
  const reasonId = useId();
  const canManage = canManageView(view, viewer);
  const name = viewName(view);
  const refusal = view.is_locked
    ? "This view is locked. Unlock it to save changes to it."
    : canManage
      ? null
      : "Only the view's owner or an admin can change it. Save your changes as a new view instead.";

  function save() {
    update.mutate(
      {
        id: view.id,
        changes: {
          filters: preferences.filters,
          display_filters: preferences.displayFilters,
          display_properties: preferences.displayProperties,
        },
      },
      { onSuccess: () => toast.success(`${name} saved`) },
    );
  }

  return (
    <>
      {view.is_locked && (
        <Tooltip content="Locked: its filters and display can't change until it's unlocked">
          <span className="flex size-7 items-center justify-center text-fg-muted">
            <Lock className="size-3.5" aria-hidden />
            <span className="sr-only">Locked</span>
          </span>
        </Tooltip>
      )}
      {preferences.isModified && (
        <>
          <Button size="sm" variant="ghost" onClick={preferences.reset}>
            <RotateCcw aria-hidden /> Reset
          </Button>
          <Tooltip content={refusal ?? "Save these filters and display settings to the view"}>
            <Button
              size="sm"
              variant="secondary"
              // Not `disabled`: the button stays focusable so the reason can be read and shown.
              aria-disabled={refusal ? true : undefined}
              aria-describedby={refusal ? reasonId : undefined}
              className={refusal ? "opacity-50" : undefined}
              onClick={() => (refusal ? toast.info(refusal) : save())}
              disabled={update.isPending}
            >
              <Save aria-hidden /> Save view
            </Button>
          </Tooltip>
          {refusal && (
            <span id={reasonId} className="sr-only">
              {refusal}
            </span>
          )}
          {refusal && canCreateViews(viewer) && (
            <Button size="sm" variant="secondary" onClick={() => setForm("copy")}>
              Save as new view
            </Button>
          )}
        </>
      )}
      {canFavorite && canCreateViews(viewer) && (
        <FavoriteStar
          name={name}
          favorite={view.is_favorite}
          onToggle={() => favorite.mutate({ id: view.id, favorite: !view.is_favorite })}
        />
      )}
      <ViewActionsMenu
        place={place}
        view={view}
        canManage={canManage}
        onEdit={() => setForm("edit")}
        onDeleted={() => navigate(appPaths.views(place.slug, place.projectId))}
      />
      <ViewFormModal
        place={place}
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        view={form === "edit" ? view : null}
        settings={{
          filters: preferences.filters,
          display_filters: preferences.displayFilters,
          display_properties: preferences.displayProperties,
        }}
        onSaved={(saved) => {
          if (form !== "copy") return;
          // The changes now live in the new view; this one goes back to what it saved.
          preferences.reset();
          navigate(viewUrl(place, saved.id));
        }}
      />
    </>
  );
}
