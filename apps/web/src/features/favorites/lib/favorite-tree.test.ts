import { describe, expect, it } from "vitest";
import { folder, starredCycle, starredView } from "../test-fixtures";
import { dropWhere, favoriteTree, placeBeside, placeFavorite } from "./favorite-tree";

const a = starredCycle("a", "A", 65535);
const f = folder("f", "Work", 75535);
const b = starredView("b", "B", 85535);
const inside1 = starredCycle("i1", "In 1", 95535, "f");
const inside2 = starredCycle("i2", "In 2", 105535, "f");
const g = folder("g", "Later", 115535);
const list = [inside2, b, g, a, inside1, f];

describe("favorite tree", () => {
  it("nests folders' contents under them, each level in sequence order", () => {
    const tree = favoriteTree(list);
    expect(tree.map((n) => n.favorite.id)).toEqual(["a", "f", "b", "g"]);
    expect(tree[1]?.children.map((c) => c.id)).toEqual(["i1", "i2"]);
    // Contents of a folder that is gone show at the top.
    expect(favoriteTree([inside1, a]).map((n) => n.favorite.id)).toEqual(["a", "i1"]);
  });

  it("places a drop between neighbours (midpoint), inside a folder (last), or at the end", () => {
    expect(placeFavorite(list, "b", { overId: "a", where: "before" })).toEqual({ parent: null, sequence: 55535 });
    expect(placeFavorite(list, "a", { overId: "f", where: "after" })).toEqual({ parent: null, sequence: 80535 });
    expect(placeFavorite(list, "b", { overId: "f", where: "inside" })).toEqual({ parent: "f", sequence: 115535 });
    expect(placeFavorite(list, "a", { overId: "i2", where: "before" })).toEqual({ parent: "f", sequence: 100535 });
    expect(placeFavorite(list, "i1", { where: "end" })).toEqual({ parent: null, sequence: 125535 });
    expect(placeFavorite(list, "i2", { overId: "b", where: "after" })).toEqual({ parent: null, sequence: 100535 });
    // Into an empty folder, it keeps its sequence.
    expect(placeFavorite(list, "a", { overId: "g", where: "inside" })).toEqual({ parent: "g", sequence: 65535 });
  });

  it("refuses folders inside folders, drops into what is not a folder, and moves that change nothing", () => {
    expect(placeFavorite(list, "g", { overId: "f", where: "inside" })).toBeNull();
    expect(placeFavorite(list, "g", { overId: "i1", where: "before" })).toBeNull();
    expect(placeFavorite(list, "a", { overId: "b", where: "inside" })).toBeNull();
    expect(placeFavorite(list, "a", { overId: "f", where: "before" })).toBeNull();
    expect(placeFavorite(list, "i2", { overId: "f", where: "inside" })).toBeNull();
    expect(placeFavorite(list, "g", { where: "end" })).toBeNull();
    expect(placeFavorite(list, "a", { overId: "a", where: "after" })).toBeNull();
    // A folder moves among the top of the list.
    expect(placeFavorite(list, "g", { overId: "a", where: "before" })).toEqual({ parent: null, sequence: 55535 });
  });

  it("moves one place up or down among siblings", () => {
    expect(placeBeside(list, b, -1)).toEqual({ parent: null, sequence: 70535 });
    expect(placeBeside(list, inside1, 1)).toEqual({ parent: "f", sequence: 115535 });
    expect(placeBeside(list, inside1, -1)).toBeNull();
    expect(placeBeside(list, g, 1)).toBeNull();
  });

  it("reads the pointer's place on a row: halves, or a folder's top quarter and the rest inside", () => {
    const rect = { top: 100, height: 28 };
    expect(dropWhere(105, rect, a, b)).toBe("before");
    expect(dropWhere(120, rect, a, b)).toBe("after");
    expect(dropWhere(104, rect, f, a)).toBe("before");
    expect(dropWhere(126, rect, f, a)).toBe("inside");
    expect(dropWhere(126, rect, f, g)).toBe("after");
  });
});
