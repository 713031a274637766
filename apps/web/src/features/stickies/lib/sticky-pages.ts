import type { Sticky, StickyPage } from "@hangar/contracts";
import type { InfiniteData } from "@tanstack/react-query";

export type StickyPages = InfiniteData<StickyPage, number>;

/** The loaded stickies of a list, top first. */
export const flatStickies = (data: { pages: StickyPage[] } | undefined): Sticky[] => data?.pages.flatMap((p) => p.results) ?? [];

/** Top of the list first, as the server orders it. */
const byPlace = (a: Sticky, b: Sticky) => b.sort_order - a.sort_order || b.created_at.localeCompare(a.created_at);

/** Lays a changed set of stickies back into the pages, in list order, keeping each page's length. */
function repage(data: StickyPages, stickies: Sticky[]): StickyPages {
  const sorted = [...stickies].sort(byPlace);
  let start = 0;
  const pages = data.pages.map((page, index) => {
    const last = index === data.pages.length - 1;
    const length = last ? sorted.length - start : Math.min(page.results.length, sorted.length - start);
    const results = sorted.slice(start, start + length);
    start += length;
    return { ...page, results };
  });
  return { ...data, pages };
}

/** A change to one sticky, re-placed if its sort_order moved. */
export function patchSticky(data: StickyPages, id: string, changes: Partial<Sticky>): StickyPages {
  return repage(
    data,
    flatStickies(data).map((s) => (s.id === id ? { ...s, ...changes } : s)),
  );
}

/** A new sticky, at its place (the top for a new one). */
export function insertSticky(data: StickyPages, sticky: Sticky): StickyPages {
  const rest = flatStickies(data).filter((s) => s.id !== sticky.id);
  const next = repage(data, [sticky, ...rest]);
  return withTotal(next, rest.length + 1 - flatStickies(data).length);
}

export function removeSticky(data: StickyPages, id: string): StickyPages {
  const before = flatStickies(data);
  const next = repage(
    data,
    before.filter((s) => s.id !== id),
  );
  return withTotal(next, flatStickies(next).length - before.length);
}

/** Swaps a temporary row for the server's. */
export function replaceSticky(data: StickyPages, id: string, sticky: Sticky): StickyPages {
  return repage(
    data,
    flatStickies(data).map((s) => (s.id === id ? sticky : s)),
  );
}

function withTotal(data: StickyPages, delta: number): StickyPages {
  if (delta === 0) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      total_results: page.total_results + delta,
      total_count: page.total_count + delta,
    })),
  };
}

/** The search a list was read with matches this sticky (the server's rule: name or body text, any case). */
export function matchesSearch(sticky: Pick<Sticky, "name" | "description_stripped">, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === "" || sticky.name.toLowerCase().includes(q) || sticky.description_stripped.toLowerCase().includes(q);
}
