import { ChevronRight } from "lucide-react";

/** The one mark between breadcrumb steps, on every page's trail. */
export function BreadcrumbSeparator() {
  return <ChevronRight data-breadcrumb-separator className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />;
}

/*
 * How a narrow header shares a trail's room: the project's name gives way first (its shrink factor
 * dwarfs the heading's, so the heading gives nothing while the name can), down to a stub that still
 * reads as a step; only then does the page's own name, its heading, give way. Each is cut with an
 * ellipsis, never clipped.
 */
export const TRAIL_PARENT = "min-w-8 shrink-[1000] truncate text-sm text-fg-muted hover:text-fg";
export const TRAIL_TITLE = "min-w-16 truncate text-sm font-medium text-fg";
