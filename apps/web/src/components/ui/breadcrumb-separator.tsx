import { ChevronRight } from "lucide-react";

/** The one mark between breadcrumb steps, on every page's trail. */
export function BreadcrumbSeparator() {
  return <ChevronRight data-breadcrumb-separator className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />;
}
