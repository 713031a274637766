import type { Sticky } from "@hangar/contracts";
import { Plus, Search } from "lucide-react";
import { useState } from "react";
import { LoadMoreFooter } from "../../../components/load-more-footer";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogHeader } from "../../../components/ui/dialog";
import { InputGroup, InputGroupInput } from "../../../components/ui/input";
import { DragHandle, SortableItem, SortableList } from "../../../components/ui/sortable-list";
import { PageSpinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useStickies } from "../api/use-stickies";
import { useUpdateSticky } from "../api/use-sticky-mutations";
import { useNewSticky } from "../hooks/use-new-sticky";
import { cardKey } from "../lib/sticky-aliases";
import { stickyOrderAfterMove } from "../lib/sticky-order";
import { flatStickies } from "../lib/sticky-pages";
import { StickyCard } from "./sticky-card";

type AllStickiesModalProps = { slug: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Every sticky of the caller, searchable; without a search they can be dragged into another order. */
export function AllStickiesModal({ slug, open, onOpenChange }: AllStickiesModalProps) {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 250);
  const query = useStickies(slug, debounced);
  const stickies = flatStickies(query.data);
  const { add, focusKey } = useNewSticky(slug);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="h-[85vh]" aria-describedby={undefined}>
        <DialogHeader title="All stickies">
          <div className="mt-2 flex gap-2">
            <InputGroup prefix={<Search aria-hidden className="size-3.5" />} className="flex-1">
              <InputGroupInput
                aria-label="Search stickies"
                placeholder="Search by title or text"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </InputGroup>
            <Button size="sm" onClick={add}>
              <Plus aria-hidden /> New sticky
            </Button>
          </div>
        </DialogHeader>
        <DialogBody className="pb-4">
          {query.isPending && <PageSpinner />}
          {query.isError && <p className="py-6 text-center text-sm text-danger">{errorMessage(query.error)}</p>}
          {query.data && stickies.length === 0 && (
            <p className="py-10 text-center text-sm text-fg-muted">
              {debounced ? `No stickies match “${debounced}”.` : "No stickies yet: write one with New sticky."}
            </p>
          )}
          {debounced ? (
            <ul className="flex flex-col gap-3" aria-label="Matching stickies">
              {stickies.map((sticky) => (
                <li key={cardKey(sticky.id)}>
                  <StickyCard slug={slug} sticky={sticky} />
                </li>
              ))}
            </ul>
          ) : (
            <ReorderableStickies slug={slug} stickies={stickies} focusKey={focusKey} />
          )}
          <LoadMoreFooter query={query} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/** The unfiltered list: a sticky dropped between two others takes the midpoint of their sort orders. */
function ReorderableStickies({ slug, stickies, focusKey }: { slug: string; stickies: Sticky[]; focusKey: string | null }) {
  const update = useUpdateSticky(slug);
  const onMove = (from: number, to: number) => {
    const moved = stickies[from];
    const sortOrder = stickyOrderAfterMove(
      stickies.map((s) => s.sort_order),
      from,
      to,
    );
    if (moved && sortOrder !== null) update.mutate({ id: moved.id, changes: { sort_order: sortOrder } });
  };
  return (
    <SortableList
      ids={stickies.map((s) => s.id)}
      onMove={onMove}
      nameOf={(id) => stickies.find((s) => s.id === id)?.name || "Untitled"}
    >
      <div className="flex flex-col gap-3">
        {stickies.map((sticky) => (
          <SortableItem key={cardKey(sticky.id)} id={sticky.id}>
            {(handle) => (
              <StickyCard
                slug={slug}
                sticky={sticky}
                autoFocus={cardKey(sticky.id) === focusKey}
                handle={<DragHandle {...handle} label={`Reorder ${sticky.name || "Untitled"}`} />}
              />
            )}
          </SortableItem>
        ))}
      </div>
    </SortableList>
  );
}
