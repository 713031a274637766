/**
 * The sticky contract's values and rules without its zod schemas, so the browser can load them alone
 * (../sticky.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
/**
 * The fixed palette a sticky's background comes from. Names, not colors: the web draws each in a light
 * and a dark shade, so a note stays readable in both themes.
 */
export const STICKY_COLORS = ["gray", "peach", "pink", "orange", "green", "light_blue", "dark_blue", "purple"] as const;
export type StickyColor = (typeof STICKY_COLORS)[number];

/** A new sticky without a chosen color. */
export const STICKY_DEFAULT_COLOR: StickyColor = "gray";

/** A sticky's title, like every short name. */
export const STICKY_NAME_MAX = 255;

/** A sticky is a quick note: its body is kept well below an issue description's 500 kB. */
export const STICKY_DESCRIPTION_MAX = 100_000;

/** The spec leaves the sticky page size unsaid ("not shown"); the panel and the modal read this many at a time. */
export const STICKY_PAGE_SIZE = 20;

/** Largest page a client may ask for. */
export const STICKY_MAX_PAGE_SIZE = 100;

/** Longest search string for `query`. */
export const STICKY_QUERY_MAX = 255;
