import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { Tooltip } from "../../../components/ui/tooltip";

/*
 * One ResizeObserver for every row: its callback runs once per frame for all the boxes that changed
 * size, after layout, so measuring the chips costs no extra layout pass while a virtualized list scrolls.
 */
const onResize = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;

function watch(element: Element, measure: () => void): () => void {
  if (typeof ResizeObserver === "undefined") return () => undefined;
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) onResize.get(entry.target)?.();
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
function wrappedLabels(box: HTMLElement): string[] {
  const items = Array.from(box.children) as HTMLElement[];
  const first = items[0];
  if (!first) return [];
  return items.filter((item) => item.offsetTop > first.offsetTop).map(labelOf);
}

/**
 * A row's property chips on one line. The chips sit in a one-line box that wraps and clips its second
 * line, so whatever does not fit drops out whole (no chip cut to "b…", none over the title) and a "+N"
 * chip at the end names the hidden ones on hover. Every chip stays in the accessibility tree.
 */
export function OverflowChips({ children }: { children: ReactNode }) {
  const boxRef = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState<string[]>([]);
  const measure = useRef(() => {
    const box = boxRef.current;
    if (!box) return;
    const next = wrappedLabels(box);
    setHidden((current) => (current.join("\n") === next.join("\n") ? current : next));
  });

  useLayoutEffect(() => {
    const box = boxRef.current;
    return box ? watch(box, measure.current) : undefined;
  }, []);

  // A chip's content can change without the box changing size (a longer state name in a full row).
  // The observer's first report covers mounting; new chips are measured here. Only new chips: the render
  // that shows "+N" changes none, and measuring after it would force a layout per row as rows scroll in.
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new children are the reason to measure again
  useLayoutEffect(() => {
    if (mounted.current) measure.current();
    mounted.current = true;
  }, [children]);

  return (
    <span className="flex min-w-0 max-w-[60%] shrink-0 items-center justify-end gap-1">
      <span ref={boxRef} data-chip-row className="flex h-5 min-w-0 flex-wrap items-center justify-end gap-1 overflow-hidden">
        {children}
      </span>
      {hidden.length > 0 && (
        <Tooltip
          content={
            <ul aria-label="Hidden properties" className="space-y-0.5">
              {hidden.map((label, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two chips may read the same
                <li key={index}>{label}</li>
              ))}
            </ul>
          }
        >
          {/* Screen readers already hear every chip; the count is for the eye. */}
          <span
            aria-hidden
            data-chip-overflow
            className="inline-flex h-5 shrink-0 items-center rounded border border-border/70 px-1.5 text-2xs text-fg-muted tabular-nums"
          >
            +{hidden.length}
          </span>
        </Tooltip>
      )}
    </span>
  );
}
