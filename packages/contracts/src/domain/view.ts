/**
 * The view contract's values and rules without its zod schemas, so the browser can load them alone
 * (../view.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
/** Saved view access (spec §3): 0 public (every member of the project or workspace), 1 private (the owner only). */
export const VIEW_ACCESS = { PUBLIC: 0, PRIVATE: 1 } as const;

export const VIEW_NAME_MAX = 255;

/** What the UI shows for a view whose name is empty (spec §5). */
export const UNTITLED_VIEW = "Untitled";

export const viewTitle = (name: string) => name.trim() || UNTITLED_VIEW;
