import { type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";
import { TOOLTIP_DELAY, Tooltip } from "../../../components/ui/tooltip";

/** Reads a box's layout and returns the DOM write that shows what it found. */
type Measure = () => (() => void) | undefined;

/*
 * One ResizeObserver for every row: its callback runs once per frame for all the boxes that changed
 * size, after layout, so measuring the chips costs no extra layout pass while a virtualized list scrolls.
 * It reads every box before it writes to any: a write between two reads would lay the page out again.
 */
const onResize = new WeakMap<Element, Measure>();
let observer: ResizeObserver | undefined;

function watch(element: Element, measure: Measure): () => void {
  if (typeof ResizeObserver === "undefined") return () => undefined;
  observer ??= new ResizeObserver((entries) => {
    const writes = entries.map((entry) => onResize.get(entry.target)?.());
    for (const write of writes) write?.();
  });
  onResize.set(element, measure);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    onResize.delete(element);
  };
}

/** What a chip is called in the "+N" hint: its data-chip-label, else its accessible label. */
const labelOf = (element: HTMLElement) => element.dataset.chipLabel ?? element.getAttribute("aria-label") ?? "";

/** The chips pushed to the clipped second line of the box: the ones that did not fit. */
function wrappedChips(box: HTMLElement): HTMLElement[] {
  const items = Array.from(box.children) as HTMLElement[];
  const first = items[0];
  if (!first) return [];
  return items.filter((item) => item.offsetTop > first.offsetTop);
}

/** Counts the wrapped chips; the write shows the count on the "+N" element, or hides it (no React render). */
function countWrapped(box: HTMLElement | null, count: HTMLElement | null) {
  if (!box || !count) return undefined;
  const hidden = wrappedChips(box).length;
  return () => {
    if (count.hidden !== (hidden === 0)) count.hidden = hidden === 0;
    const text = `+${hidden}`;
    if (hidden > 0 && count.textContent !== text) count.textContent = text;
  };
}

/**
 * A row's property chips on one line. The chips sit in a one-line box that wraps and clips its second
 * line, so whatever does not fit drops out whole (no chip cut to "b…", none over the title) and a "+N"
 * chip at the end names the hidden ones on hover. Every chip stays in the accessibility tree.
 *
 * Rows mount by the dozen while a list scrolls, so the count is written straight to the DOM from the
 * resize observer (the same frame, no second render) and the tooltip is mounted only once the pointer
 * rests on "+N".
 */
export function OverflowChips({ children }: { children: ReactNode }) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const countRef = useRef<HTMLSpanElement | null>(null);
  const measure = useRef(() => countWrapped(boxRef.current, countRef.current));

  useLayoutEffect(() => {
    const box = boxRef.current;
    return box ? watch(box, measure.current) : undefined;
  }, []);

  // A chip's content can change without the box changing size (a longer state name in a full row).
  // The observer's first report covers mounting; new chips are measured here.
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new children are the reason to measure again
  useLayoutEffect(() => {
    if (mounted.current) measure.current()?.();
    mounted.current = true;
  }, [children]);

  return (
    <span className="flex min-w-0 max-w-[60%] shrink-0 items-center justify-end gap-1">
      <span ref={boxRef} data-chip-row className="flex h-5 min-w-0 flex-wrap items-center justify-end gap-1 overflow-hidden">
        {children}
      </span>
      <OverflowCount box={boxRef} countRef={countRef} measure={measure.current} />
    </span>
  );
}

type OverflowCountProps = {
  box: RefObject<HTMLSpanElement | null>;
  countRef: RefObject<HTMLSpanElement | null>;
  measure: Measure;
};

/** "+N", hidden until the chips overflow; its tooltip names the hidden chips. */
function OverflowCount({ box, countRef, measure }: OverflowCountProps) {
  // null until the pointer first rests on "+N": a tooltip per row would cost every row scrolling in.
  const [hidden, setHidden] = useState<string[] | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const read = useCallback(() => setHidden(box.current ? wrappedChips(box.current).map(labelOf) : []), [box]);
  const armed = hidden !== null;
  // The element is new once the tooltip wraps it: give it its count again.
  const ref = useCallback(
    (element: HTMLSpanElement | null) => {
      countRef.current = element;
      if (element && armed) measure()?.();
    },
    [countRef, armed, measure],
  );

  const count = (
    // Screen readers already hear every chip; the count is for the eye.
    <span
      ref={ref}
      aria-hidden
      hidden
      data-chip-overflow
      onPointerEnter={armed ? undefined : () => (timer.current = window.setTimeout(read, TOOLTIP_DELAY))}
      onPointerLeave={armed ? undefined : () => window.clearTimeout(timer.current)}
      className="inline-flex h-5 shrink-0 items-center rounded border border-border/70 px-1.5 text-2xs text-fg-muted tabular-nums"
    />
  );
  if (!armed) return count;
  return (
    <Tooltip
      defaultOpen
      onOpenChange={(open) => open && read()}
      content={
        <ul aria-label="Hidden properties" className="space-y-0.5">
          {hidden.map((label, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chips may read the same
            <li key={index}>{label}</li>
          ))}
        </ul>
      }
    >
      {count}
    </Tooltip>
  );
}
