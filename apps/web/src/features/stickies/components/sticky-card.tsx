import { STICKY_NAME_MAX, type Sticky } from "@hangar/contracts";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { RichTextEditor } from "../../../components/editor";
import { cn } from "../../../lib/cn";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { useDeleteSticky, useUpdateSticky } from "../api/use-sticky-mutations";
import { type SaveStatus, useStickyAutosave } from "../hooks/use-sticky-autosave";
import { STICKY_COLOR_STYLES } from "../lib/sticky-colors";
import { cardButton } from "./card-button";
import { StickyColorMenu } from "./sticky-color-menu";

const STATUS_TEXT: Record<SaveStatus, string> = { idle: "", saving: "Saving…", saved: "Saved", failed: "Not saved" };

type StickyCardProps = {
  slug: string;
  sticky: Sticky;
  /** A drag handle, when the card sits in a list that can be reordered. */
  handle?: ReactNode;
  autoFocus?: boolean;
  className?: string;
};

/** One sticky: a colored card whose title and body save themselves as the owner types. */
export function StickyCard({ slug, sticky, handle, autoFocus, className }: StickyCardProps) {
  const update = useUpdateSticky(slug);
  const remove = useDeleteSticky(slug);
  const { draft, change, flush, discard, status } = useStickyAutosave(sticky, (id, changes) =>
    update.mutateAsync({ id, changes }),
  );
  const title = draft.name || "Untitled";
  // Until the server has it, a new sticky takes typing (saved once it has an id) but no color or delete.
  const creating = isTemporaryId(sticky.id);

  return (
    <article
      aria-label={`Sticky: ${title}`}
      data-sticky-color={sticky.background_color}
      className={cn(
        "group flex min-h-40 flex-col gap-1 rounded-lg border border-black/5 p-3 text-fg shadow-sm dark:border-white/10",
        STICKY_COLOR_STYLES[sticky.background_color].card,
        className,
      )}
    >
      <div className="flex items-center gap-1">
        {handle}
        <input
          aria-label="Sticky title"
          placeholder="Untitled"
          value={draft.name}
          maxLength={STICKY_NAME_MAX}
          autoFocus={autoFocus}
          onChange={(e) => change({ name: e.target.value })}
          onBlur={flush}
          className="min-w-0 flex-1 bg-transparent text-sm font-semibold text-fg outline-none placeholder:text-fg-subtle"
        />
        <StickyColorMenu
          disabled={creating}
          value={sticky.background_color}
          onChange={(color) => update.mutate({ id: sticky.id, changes: { background_color: color } })}
        />
        <button
          type="button"
          className={cardButton}
          aria-label={`Delete sticky ${title}`}
          disabled={creating}
          onClick={() => {
            discard();
            remove.mutate({ sticky: { ...sticky, ...draft } });
          }}
        >
          <Trash2 aria-hidden />
        </button>
      </div>
      <RichTextEditor
        value={draft.description_html}
        onChange={(html) => change({ description_html: html })}
        onBlur={flush}
        ariaLabel="Sticky body"
        placeholder="Write a note…"
        showToolbar={false}
        className="flex-1"
      />
      <p aria-live="polite" className="h-4 text-right text-xs text-fg-subtle" data-save-status={status}>
        {STATUS_TEXT[status]}
      </p>
    </article>
  );
}
