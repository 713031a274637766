import type { Priority } from "@hangar/contracts";
import { __iconNode as ban } from "lucide-react/dist/esm/icons/ban.js";
import { __iconNode as boxes } from "lucide-react/dist/esm/icons/boxes.js";
import { __iconNode as calendarClock } from "lucide-react/dist/esm/icons/calendar-clock.js";
import { __iconNode as calendarDays } from "lucide-react/dist/esm/icons/calendar-days.js";
import { __iconNode as clock } from "lucide-react/dist/esm/icons/clock.js";
import { __iconNode as layers } from "lucide-react/dist/esm/icons/layers.js";
import { __iconNode as link2 } from "lucide-react/dist/esm/icons/link-2.js";
import { __iconNode as paperclip } from "lucide-react/dist/esm/icons/paperclip.js";
import { __iconNode as refreshCcw } from "lucide-react/dist/esm/icons/refresh-ccw.js";
import { __iconNode as signalHigh } from "lucide-react/dist/esm/icons/signal-high.js";
import { __iconNode as signalLow } from "lucide-react/dist/esm/icons/signal-low.js";
import { __iconNode as signalMedium } from "lucide-react/dist/esm/icons/signal-medium.js";
import { __iconNode as triangle } from "lucide-react/dist/esm/icons/triangle.js";
import { __iconNode as triangleAlert } from "lucide-react/dist/esm/icons/triangle-alert.js";
import { cn } from "../../../lib/cn";
import { PRIORITY_META } from "../../issue-core";

const ICONS = {
  ban,
  boxes,
  "calendar-clock": calendarClock,
  "calendar-days": calendarDays,
  clock,
  layers,
  "link-2": link2,
  paperclip,
  "refresh-ccw": refreshCcw,
  "signal-high": signalHigh,
  "signal-low": signalLow,
  "signal-medium": signalMedium,
  triangle,
  "triangle-alert": triangleAlert,
};

export type ChipIconName = keyof typeof ICONS;

const PRIORITY_ICONS: Record<Priority, ChipIconName> = {
  urgent: "triangle-alert",
  high: "signal-high",
  medium: "signal-medium",
  low: "signal-low",
  none: "ban",
};

/** One lucide icon as an SVG image, drawn in black: only its shape matters to a mask. */
function svgOf(shapes: [string, Record<string, string>][]): string {
  const body = shapes
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${name}="${value}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

/*
 * The icons as CSS masks over the text color, one class each, added to the document once. A chip's icon
 * is then one empty element instead of an inline SVG of up to a dozen: a row scrolling into view has
 * half as many elements to create, style, lay out and paint.
 */
let styled = false;
function addStyles() {
  if (styled || typeof document === "undefined") return;
  styled = true;
  const rules = Object.entries(ICONS).map(([name, shapes]) => {
    const url = `url("data:image/svg+xml,${encodeURIComponent(svgOf(shapes))}")`;
    return `.chip-icon-${name}{-webkit-mask-image:${url};mask-image:${url}}`;
  });
  const style = document.createElement("style");
  style.dataset.chipIcons = "";
  style.textContent = `.chip-icon{display:inline-block;flex-shrink:0;width:.75rem;height:.75rem;background-color:currentColor;-webkit-mask-size:100% 100%;mask-size:100% 100%;-webkit-mask-repeat:no-repeat;mask-repeat:no-repeat}${rules.join("")}`;
  document.head.append(style);
}

/** A decorative 12 px icon of a property chip, in the chip's text color (or `className`'s). */
export function ChipIcon({ name, className }: { name: ChipIconName; className?: string }) {
  addStyles();
  return <span aria-hidden className={cn("chip-icon", `chip-icon-${name}`, className)} />;
}

/** The priority's icon and color, as PriorityIcon draws them, for a chip. */
export function PriorityChipIcon({ priority }: { priority: Priority }) {
  return <ChipIcon name={PRIORITY_ICONS[priority]} className={PRIORITY_META[priority].className} />;
}
