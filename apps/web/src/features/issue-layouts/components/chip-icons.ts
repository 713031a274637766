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

/** The colors a chip's icon is drawn in: a theme variable of index.css, and an opacity. */
export type ChipTone = "muted" | "subtle" | "accent" | "warning" | "warning-faint" | "danger";
const TONES: Record<ChipTone, { variable: string; opacity?: number }> = {
  muted: { variable: "--fg-muted" },
  subtle: { variable: "--fg-subtle" },
  accent: { variable: "--accent" },
  warning: { variable: "--warning" },
  "warning-faint": { variable: "--warning", opacity: 0.8 },
  danger: { variable: "--danger" },
};

/** Each priority's icon, and PRIORITY_META's color as a tone, as PriorityIcon draws them. */
const PRIORITY_CHIPS: Record<Priority, { icon: ChipIconName; tone: ChipTone }> = {
  urgent: { icon: "triangle-alert", tone: "danger" },
  high: { icon: "signal-high", tone: "warning" },
  medium: { icon: "signal-medium", tone: "warning-faint" },
  low: { icon: "signal-low", tone: "accent" },
  none: { icon: "ban", tone: "subtle" },
};

/** One lucide icon as an SVG image in a color. */
function svgOf(shapes: [string, Record<string, string>][], color: string, opacity = 1): string {
  const body = shapes
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => `${name}="${value}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

/*
 * A chip's icon is a background image of its ::before (index.css, .property-chip), drawn in the tone's
 * color, one class per icon and tone, added to the document the first time a chip asks for it. Not an
 * inline SVG (up to a dozen elements a chip to create, style, lay out and paint as rows scroll in) and
 * not a CSS mask over the text color (every masked element is an effect of its own, which the
 * compositor sorts out again on each frame of a scroll). The colors are read from the theme's variables
 * and the rules written again when the theme changes.
 */
const made = new Map<string, { name: ChipIconName; tone: ChipTone }>();
let style: HTMLStyleElement | undefined;

function ruleOf(className: string, name: ChipIconName, tone: ChipTone, theme: CSSStyleDeclaration): string {
  const { variable, opacity } = TONES[tone];
  const color = theme.getPropertyValue(variable).trim() || "currentColor";
  const url = `url("data:image/svg+xml,${encodeURIComponent(svgOf(ICONS[name], color, opacity))}")`;
  return `.${className}::before{background-image:${url}}`;
}

/** Every icon asked for so far, in the theme's colors of now. */
function drawAll(sheet: CSSStyleSheet) {
  while (sheet.cssRules.length > 0) sheet.deleteRule(0);
  const theme = getComputedStyle(document.documentElement);
  for (const [className, { name, tone }] of made) sheet.insertRule(ruleOf(className, name, tone, theme), sheet.cssRules.length);
}

/** The icons' style sheet, in the document (again, if something took it out: its rules went with it). */
function iconSheet(): CSSStyleSheet | null {
  if (typeof document === "undefined") return null;
  if (!style) {
    style = document.createElement("style");
    style.dataset.chipIcons = "";
    // The theme is a class on the root element (lib/theme.ts): its colors change with it.
    new MutationObserver(() => {
      if (style?.sheet) drawAll(style.sheet);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  }
  if (!style.isConnected) {
    document.head.append(style);
    if (style.sheet) drawAll(style.sheet);
  }
  return style.sheet;
}

/** The class that gives a property chip its icon, in the chip's muted color or in `tone`. */
export function chipIconClass(name: ChipIconName, tone: ChipTone = "muted"): string {
  const className = tone === "muted" ? `chip-icon-${name}` : `chip-icon-${name}-${tone}`;
  const sheet = iconSheet();
  if (made.has(className)) return className;
  made.set(className, { name, tone });
  sheet?.insertRule(ruleOf(className, name, tone, getComputedStyle(document.documentElement)), sheet.cssRules.length);
  return className;
}

/** The priority's icon and tone, as PriorityIcon draws them, for a chip. */
export function priorityChipIcon(priority: Priority): { icon: ChipIconName; tone: ChipTone } {
  // A priority this build does not know (a newer server's) is drawn as none.
  return PRIORITY_CHIPS[priority in PRIORITY_CHIPS ? priority : "none"];
}
