import { PAGE_ARCHIVED_MESSAGE, PAGE_LOCKED_MESSAGE, type PageDetail } from "@hangar/contracts";
import { Archive, Eye, Lock } from "lucide-react";

/** Says why the page cannot be edited here: archived, locked, or the caller's role. */
export function ReadOnlyBanner({ page }: { page: PageDetail }) {
  const [Icon, message] = page.archived_at
    ? [Archive, PAGE_ARCHIVED_MESSAGE]
    : page.is_locked
      ? [Lock, PAGE_LOCKED_MESSAGE]
      : [Eye, "You can read this page, but only its owner or the project's members can edit it."];
  return (
    <div
      role="status"
      className="mb-4 flex items-center gap-2 rounded-md border border-border bg-surface-hover px-3 py-2 text-sm text-fg-muted print:hidden"
    >
      <Icon className="size-4 shrink-0" aria-hidden /> {message}
    </div>
  );
}
