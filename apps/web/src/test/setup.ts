import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { resetCsrfToken } from "../lib/api";

// jsdom lacks these; Radix primitives and the theme store touch them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// findBy*/waitFor wait for a condition; on a loaded machine (two cores shared by several suites, CI) a
// render can take seconds, so they give up only when something is really stuck, and still well before
// the test's own timeout (vitest.config.ts) so the failure names what never showed up.
configure({ asyncUtilTimeout: 15_000 });

// Libraries inject their CSS at import (sonner: ~15 KB of toast rules). jsdom matches every rule of
// every sheet against an element on each getComputedStyle, and role queries and user-event's
// pointer-events check call it for every element they look at (the cache empties on any DOM change).
// The app's own CSS isn't loaded in tests, so these sheets only cost time: about 5% of the heaviest
// files' CPU, up to a quarter in toast-heavy tests.
beforeEach(() => {
  for (const style of document.head.querySelectorAll("style")) style.remove();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetCsrfToken();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
});
