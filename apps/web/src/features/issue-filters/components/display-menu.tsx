import { SlidersHorizontal } from "lucide-react";
import { Suspense, useState } from "react";
import { HEADER_LABEL } from "../../../components/header-label";
import { buttonClasses } from "../../../components/ui/button";
import { Popover, PopoverTrigger } from "../../../components/ui/popover";
import { lazyWithPreload } from "../../../lib/lazy-with-preload";
import type { DisplayMenuContentProps } from "./display-menu-content";

// The options load when the button is pointed at or focused, a moment before it is pressed.
const DisplayMenuContent = lazyWithPreload(() => import("./display-menu-content").then((m) => m.DisplayMenuContent));
const preload = () => void DisplayMenuContent.preload().catch(() => undefined);

/** The "Display" popover: grouping, ordering, what to include, and which properties each issue shows. */
export function DisplayMenu(props: DisplayMenuContentProps) {
  // The content mounts on the first opening and stays, so closing plays its exit.
  const [opened, setOpened] = useState(false);
  return (
    <Popover onOpenChange={(open) => open && setOpened(true)}>
      <PopoverTrigger
        aria-label="Display"
        className={buttonClasses({ variant: "ghost", size: "sm" })}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SlidersHorizontal aria-hidden /> <span className={HEADER_LABEL}>Display</span>
      </PopoverTrigger>
      {opened && (
        <Suspense fallback={null}>
          <DisplayMenuContent {...props} />
        </Suspense>
      )}
    </Popover>
  );
}
