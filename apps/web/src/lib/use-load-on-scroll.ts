import { type RefCallback, useEffect, useRef, useState } from "react";

/**
 * The scroll container the sentinel's distance is measured in: the nearest ancestor marked
 * `data-scroll-root` (a lookup by attribute, not a walk reading computed styles while the user scrolls).
 */
const scrollRoot = (node: Element) => node.parentElement?.closest("[data-scroll-root]") ?? null;

type LoadOnScroll = {
  /** False while a page is loading, after a failure (a click retries) or when nothing is left. */
  canLoad: boolean;
  onLoad: () => void;
  /** How far ahead of the view the next page starts loading, in px. */
  margin?: number;
};

/**
 * Infinite scrolling without "Load more" walls: the returned ref goes on a sentinel at the end of a
 * list (inside an element marked `data-scroll-root`, its scroll container); whenever it is within `margin` of its scroll container's view and loading is possible, `onLoad`
 * runs. It runs again after a page lands while the sentinel is still near (a short page fills the view),
 * and never twice for one page: `canLoad` turns false while one loads.
 */
export function useLoadOnScroll({ canLoad, onLoad, margin = 600 }: LoadOnScroll): RefCallback<Element> {
  const [node, setNode] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    if (!node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      root: scrollRoot(node),
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      setNear(false);
    };
  }, [node, margin]);

  useEffect(() => {
    if (near && canLoad) load.current();
  }, [near, canLoad]);

  return setNode;
}
