import { Plus, StickyNote as StickyIcon } from "lucide-react";
import { useState } from "react";
import { LoadMoreFooter } from "../../../components/load-more-footer";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useStickies } from "../api/use-stickies";
import { useNewSticky } from "../hooks/use-new-sticky";
import { cardKey } from "../lib/sticky-aliases";
import { flatStickies } from "../lib/sticky-pages";
import { AllStickiesModal } from "./all-stickies-modal";
import { StickyCard } from "./sticky-card";

type StickiesPanelProps = {
  slug: string;
  /** Show at most this many (a dashboard widget); without it the panel pages through them all. */
  limit?: number;
  /** Title the panel with a heading of its own (a widget); a page brings its own. */
  heading?: boolean;
  className?: string;
};

/**
 * The caller's stickies as a grid of colored cards, with "New sticky" and the all-stickies modal. It needs
 * only the workspace slug, so any screen (the stickies page, a home widget) can place it.
 */
export function StickiesPanel({ slug, limit, heading = false, className }: StickiesPanelProps) {
  const query = useStickies(slug);
  const { add, focusKey } = useNewSticky(slug);
  const [modalOpen, setModalOpen] = useState(false);
  const all = flatStickies(query.data);
  const shown = limit === undefined ? all : all.slice(0, limit);

  return (
    <section aria-label="Stickies" className={cn("flex flex-col gap-3", className)}>
      <div className="flex items-center gap-2">
        {heading && <h2 className="text-xs font-medium tracking-wide text-fg-subtle uppercase">Stickies</h2>}
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setModalOpen(true)}>
            All stickies
          </Button>
          <Button size="sm" onClick={add}>
            <Plus aria-hidden /> New sticky
          </Button>
        </div>
      </div>
      {query.isPending && <PageSpinner />}
      {query.isError && <EmptyState title="Couldn't load your stickies" description={errorMessage(query.error)} />}
      {query.data && all.length === 0 && (
        <EmptyState
          icon={StickyIcon}
          title="No stickies yet"
          description="Stickies are quick notes only you can see. Write one with New sticky, or press N then N anywhere."
          className="rounded-lg border border-dashed border-border"
        />
      )}
      {shown.length > 0 && (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3" aria-label="Your stickies">
          {shown.map((sticky) => (
            <li key={cardKey(sticky.id)}>
              <StickyCard slug={slug} sticky={sticky} autoFocus={cardKey(sticky.id) === focusKey} className="h-full" />
            </li>
          ))}
        </ul>
      )}
      {limit === undefined && <LoadMoreFooter query={query} />}
      {modalOpen && <AllStickiesModal slug={slug} open={modalOpen} onOpenChange={setModalOpen} />}
    </section>
  );
}
