import { MY_STICKIES_SHOWN } from "@hangar/contracts";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { WidgetCard, WidgetSkeleton } from "./widget-card";

// The panel brings the sticky editor: it loads with this widget, not with the rest of the home.
const StickiesPanel = lazy(() => import("../../stickies/pages").then((m) => ({ default: m.StickiesPanel })));

/** The caller's newest stickies (the stickies feature's own panel, so they edit in place), and a way to all. */
export function StickiesWidget({ slug, onHide }: { slug: string; onHide: () => void }) {
  return (
    <WidgetCard
      widgetKey="my_stickies"
      onHide={onHide}
      actions={
        <Link to={`/${slug}/stickies`} className="text-xs text-accent hover:underline">
          Open stickies
        </Link>
      }
    >
      <Suspense fallback={<WidgetSkeleton label="your stickies" />}>
        <StickiesPanel slug={slug} limit={MY_STICKIES_SHOWN} />
      </Suspense>
    </WidgetCard>
  );
}
