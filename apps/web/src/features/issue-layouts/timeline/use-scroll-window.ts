import { type RefObject, useEffect, useState } from "react";

export type ScrollWindow = { left: number; width: number };

/**
 * The horizontal slice of the scroll box in view, updated once per frame while scrolling, so the
 * timeline only renders the header ticks and bars that can be seen (a bounded DOM at any width).
 * Before the box has a size (first paint, or jsdom) the window's width falls back to the viewport's.
 */
export function useScrollWindow(ref: RefObject<HTMLElement | null>): ScrollWindow {
  const [win, setWin] = useState<ScrollWindow>({ left: 0, width: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const width = el.clientWidth || window.innerWidth;
      setWin((prev) => (prev.left === el.scrollLeft && prev.width === width ? prev : { left: el.scrollLeft, width }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener("scroll", schedule, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", schedule);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return win;
}
