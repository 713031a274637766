/** The small icon buttons on a sticky card: quiet until the card is hovered or the button focused. */
export const cardButton =
  "flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-fg-muted opacity-60 hover:bg-black/5 hover:text-fg hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring group-hover:opacity-100 dark:hover:bg-white/10 [&_svg]:size-3.5";
