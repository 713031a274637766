import { FAVORITE_FIRST_SEQUENCE, FAVORITE_SEQUENCE_STEP, type Favorite } from "@hangar/contracts";
import { orderBetween } from "../../../lib/sort-order";

/** One entry at the top of the sidebar's list: a starred thing, or a folder with what is inside it. */
export type FavoriteNode = { favorite: Favorite; children: Favorite[] };

/** Where a dragged favorite is dropped: beside another, inside a folder, or at the very end of the list. */
export type DropTarget = { overId: string; where: "before" | "after" | "inside" } | { where: "end" };

/** What a move changes: the folder it sits in (null at the top) and its new sequence. */
export type Placement = { parent: string | null; sequence: number };

const bySequence = (a: Favorite, b: Favorite) =>
  a.sequence - b.sequence || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** The folder a favorite sits in, or null: contents of a folder that is not in the list show at the top. */
function parentIn(list: readonly Favorite[], favorite: Favorite): string | null {
  const parent = favorite.parent;
  return parent !== null && list.some((f) => f.id === parent && f.is_folder) ? parent : null;
}

/** The sidebar's list in sequence order, each folder with its contents in theirs. */
export function favoriteTree(list: readonly Favorite[]): FavoriteNode[] {
  const sorted = [...list].sort(bySequence);
  return sorted
    .filter((f) => parentIn(list, f) === null)
    .map((favorite) => ({ favorite, children: favorite.is_folder ? sorted.filter((c) => c.parent === favorite.id) : [] }));
}

/** The favorites sharing a place (the top, or one folder), in order, leaving out `exceptId`. */
export function siblingsIn(list: readonly Favorite[], parent: string | null, exceptId?: string): Favorite[] {
  return list.filter((f) => f.id !== exceptId && parentIn(list, f) === parent).sort(bySequence);
}

/**
 * Where the favorite `activeId` lands for a drop, or null when it may not go there (a folder inside a folder,
 * anything into what is not a folder) or would not move at all. Its sequence is the midpoint of its new
 * neighbours, or 10000 past the only one (spec §4, §9).
 */
export function placeFavorite(list: readonly Favorite[], activeId: string, target: DropTarget): Placement | null {
  const active = list.find((f) => f.id === activeId);
  if (!active) return null;
  let parent: string | null = null;
  let index: number;
  if (target.where === "end") {
    index = siblingsIn(list, null, active.id).length;
  } else {
    const over = list.find((f) => f.id === target.overId);
    if (!over || over.id === active.id) return null;
    if (target.where === "inside") {
      if (!over.is_folder || active.is_folder) return null;
      parent = over.id;
      index = siblingsIn(list, parent, active.id).length;
    } else {
      parent = parentIn(list, over);
      if (active.is_folder && parent !== null) return null;
      const at = siblingsIn(list, parent, active.id).findIndex((f) => f.id === over.id);
      index = target.where === "before" ? at : at + 1;
    }
  }
  const siblings = siblingsIn(list, parent, active.id);
  if (parentIn(list, active) === parent && siblingsIn(list, parent).indexOf(active) === index) return null;
  const before = siblings[index - 1]?.sequence;
  const after = siblings[index]?.sequence;
  const sequence =
    before === undefined && after === undefined
      ? active.sequence
      : orderBetween(before, after, { step: FAVORITE_SEQUENCE_STEP, first: FAVORITE_FIRST_SEQUENCE });
  return { parent, sequence };
}

/** One place up or down among its siblings (the keyboard's way to reorder, from the row's menu). */
export function placeBeside(list: readonly Favorite[], favorite: Favorite, direction: -1 | 1): Placement | null {
  const siblings = siblingsIn(list, parentIn(list, favorite));
  const neighbour = siblings[siblings.indexOf(favorite) + direction];
  if (!neighbour) return null;
  return placeFavorite(list, favorite.id, { overId: neighbour.id, where: direction < 0 ? "before" : "after" });
}

/**
 * Which part of the row under the pointer a drop means: its top or bottom half (before or after it); over a
 * folder, anything below its top quarter drops inside it (what is dragged is not a folder).
 */
export function dropWhere(pointerY: number, rect: { top: number; height: number }, over: Favorite, active: Favorite) {
  const ratio = (pointerY - rect.top) / Math.max(rect.height, 1);
  if (over.is_folder && !active.is_folder) return ratio < 0.25 ? "before" : "inside";
  return ratio < 0.5 ? "before" : "after";
}
