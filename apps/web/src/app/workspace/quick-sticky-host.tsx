import { lazy } from "react";
import { MountOnceOpen } from "../../components/mount-once-open";
import { useQuickStickyStore } from "../../features/stickies";

// The sticky card brings the rich-text editor: it loads the first time someone writes a quick sticky.
const QuickStickyDialog = lazy(() =>
  import("../../features/stickies/pages").then((module) => ({ default: module.QuickStickyDialog })),
);

/** The one quick-sticky dialog of a workspace; the N S shortcut and the sidebar's button open it. */
export function QuickStickyHost({ slug }: { slug: string }) {
  const open = useQuickStickyStore((s) => s.open);
  const setOpen = useQuickStickyStore((s) => s.setOpen);
  return (
    <MountOnceOpen open={open}>
      <QuickStickyDialog slug={slug} open={open} onOpenChange={setOpen} />
    </MountOnceOpen>
  );
}
