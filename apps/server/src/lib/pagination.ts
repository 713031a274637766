import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "@hangar/contracts";
import { badRequest } from "./errors";

/** A parsed `perPage:page:offset` cursor (DESIGN §5); `start` is the first row of the page. */
export type Cursor = { perPage: number; page: number; offset: number; start: number };

/** `per_page` wins over the cursor's own page size, so a client may resize pages mid-scroll. */
export function parseCursor(
  cursor: string | undefined,
  perPageParam: number | undefined,
  defaultPerPage = DEFAULT_PER_PAGE,
): Cursor {
  let perPage = perPageParam ?? defaultPerPage;
  let page = 0;
  let offset = 0;
  if (cursor) {
    const parts = cursor.split(":").map(Number);
    if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 0))
      throw badRequest("cursor: must look like perPage:page:offset");
    perPage = perPageParam ?? parts[0];
    page = parts[1];
    offset = parts[2];
  }
  if (perPage < 1 || perPage > MAX_PER_PAGE) throw badRequest(`cursor: page size must be between 1 and ${MAX_PER_PAGE}`);
  return { perPage, page, offset, start: page * perPage + offset };
}

export type PageInfo = {
  next_cursor: string;
  prev_cursor: string;
  next_page_results: boolean;
  prev_page_results: boolean;
  count: number;
  total_count: number;
  total_pages: number;
  total_results: number;
};

/**
 * Envelope fields for a page. `largestTotal` is the longest list paged (the only list, or the biggest group
 * of a grouped list, since every page advances every group).
 */
export function pageInfo(cursor: Cursor, opts: { count: number; total: number; largestTotal?: number }): PageInfo {
  const largest = opts.largestTotal ?? opts.total;
  const { perPage, page } = cursor;
  return {
    next_cursor: `${perPage}:${page + 1}:0`,
    prev_cursor: `${perPage}:${Math.max(page - 1, 0)}:0`,
    next_page_results: cursor.start + perPage < largest,
    prev_page_results: page > 0,
    count: opts.count,
    total_count: opts.total,
    total_pages: Math.ceil(largest / perPage),
    total_results: opts.total,
  };
}
