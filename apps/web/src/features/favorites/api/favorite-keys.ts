import { queryKeys } from "../../../lib/query-keys";

/** The caller's favorites live in one list (folders and their contents); stars elsewhere edit it through lib/favorite-list. */
export const favoriteKeys = {
  list: (slug: string) => queryKeys.favorites(slug),
};
