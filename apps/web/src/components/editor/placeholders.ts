/** Spec §5 description placeholders. */
export const EDITABLE_PLACEHOLDER = "Press '/' for commands...";
export const READONLY_PLACEHOLDER = "Click to add description";
