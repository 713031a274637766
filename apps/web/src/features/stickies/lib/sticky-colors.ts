import type { StickyColor } from "@hangar/contracts";

/** Each palette name in a light and a dark shade, so the text stays readable in both themes. */
export const STICKY_COLOR_STYLES: Record<StickyColor, { label: string; card: string; swatch: string }> = {
  gray: { label: "Gray", card: "bg-stone-100 dark:bg-stone-800", swatch: "bg-stone-300 dark:bg-stone-600" },
  peach: { label: "Peach", card: "bg-orange-100 dark:bg-orange-950", swatch: "bg-orange-200 dark:bg-orange-800" },
  pink: { label: "Pink", card: "bg-pink-100 dark:bg-pink-950", swatch: "bg-pink-300 dark:bg-pink-800" },
  orange: { label: "Orange", card: "bg-amber-100 dark:bg-amber-950", swatch: "bg-amber-300 dark:bg-amber-700" },
  green: { label: "Green", card: "bg-green-100 dark:bg-green-950", swatch: "bg-green-300 dark:bg-green-800" },
  light_blue: { label: "Light blue", card: "bg-sky-100 dark:bg-sky-950", swatch: "bg-sky-300 dark:bg-sky-800" },
  dark_blue: { label: "Dark blue", card: "bg-blue-200 dark:bg-blue-900", swatch: "bg-blue-400 dark:bg-blue-700" },
  purple: { label: "Purple", card: "bg-violet-100 dark:bg-violet-950", swatch: "bg-violet-300 dark:bg-violet-800" },
};
