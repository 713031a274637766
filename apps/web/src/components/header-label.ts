/**
 * The words of a control in the issues header (features/issues/components/issues-header.tsx, a size
 * container): in a narrow header (a details panel open beside it) the controls keep only their icons and
 * leave the trail room to name the page. The control's aria-label names it either way.
 */
export const HEADER_LABEL = "hidden @5xl/issues-header:inline";
