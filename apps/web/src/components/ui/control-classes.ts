/**
 * The look of every form control that opens a choice: the select, the native select and the date picker
 * (kept apart from them so a form using one does not load the others).
 */
export const selectTriggerClasses =
  "flex h-8 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-border bg-surface px-2.5 text-sm text-fg shadow-xs hover:border-border-strong focus:border-accent focus:ring-2 focus:ring-ring focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger data-placeholder:text-fg-subtle [&>span]:truncate";
