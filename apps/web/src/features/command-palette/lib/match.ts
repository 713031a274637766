/**
 * Whether every word typed appears somewhere in the texts, case aside: "new cyc" finds "New cycle",
 * "state" finds "Change state…". The palette filters its own commands this way (cmdk's fuzzy score would
 * reorder them while typing); server results come already matched.
 */
export function matches(search: string, ...texts: readonly (string | undefined)[]): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}
