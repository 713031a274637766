import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "../../../components/ui/dialog";
import { PageSpinner } from "../../../components/ui/spinner";
import { useStickies } from "../api/use-stickies";
import { newStickyId, useCreateSticky } from "../api/use-sticky-mutations";
import { cardKey } from "../lib/sticky-aliases";
import { flatStickies } from "../lib/sticky-pages";
import { StickyCard } from "./sticky-card";

type QuickStickyDialogProps = { slug: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A new sticky from any screen: opening writes an empty note on top of the caller's list and shows it to
 * type into; it saves itself, so closing needs no button.
 */
export function QuickStickyDialog({ slug, open, onOpenChange }: QuickStickyDialogProps) {
  const list = useStickies(slug);
  const create = useCreateSticky(slug);
  const [key, setKey] = useState<string | null>(null);
  const started = useRef(false);
  const listReady = Boolean(list.data);
  const { mutate } = create;

  // The note goes into the loaded list, so the panel and the modal show it at once too.
  useEffect(() => {
    if (!open) {
      started.current = false;
      return;
    }
    if (started.current || !listReady) return;
    started.current = true;
    const tempId = newStickyId();
    setKey(tempId);
    mutate({ tempId }, { onError: () => onOpenChange(false) });
  }, [open, listReady, mutate, onOpenChange]);

  const sticky = flatStickies(list.data).find((s) => cardKey(s.id) === key);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader title="New sticky" />
        <DialogBody>{sticky ? <StickyCard key={key} slug={slug} sticky={sticky} autoFocus /> : <PageSpinner />}</DialogBody>
        <DialogFooter>
          <Link
            to={`/${slug}/stickies`}
            onClick={() => onOpenChange(false)}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
          >
            All stickies
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
