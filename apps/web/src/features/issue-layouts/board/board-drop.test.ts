import { describe, expect, it } from "vitest";
import { resolveDrop } from "./board-drop";

const card = (issueId: string, groupKey = "todo") => ({ type: "card" as const, issueId, groupKey });

describe("resolveDrop", () => {
  const ids = ["a", "b", "c", "d"];

  it("within a column the card takes the place of the one it is over", () => {
    expect(resolveDrop({ active: card("a"), over: card("c"), targetIds: ids, belowOver: false })).toMatchObject({
      beforeId: "c",
      afterId: "d",
    });
    expect(resolveDrop({ active: card("d"), over: card("b"), targetIds: ids, belowOver: false })).toMatchObject({
      beforeId: "a",
      afterId: "b",
    });
  });

  it("is a no-op when dropped where it was", () => {
    expect(resolveDrop({ active: card("b"), over: card("b"), targetIds: ids, belowOver: false })).toBeNull();
    expect(
      resolveDrop({ active: card("d"), over: { type: "cell", groupKey: "todo" }, targetIds: ids, belowOver: false }),
    ).toBeNull();
  });

  it("in another column goes before or after the card it is over, or to the end of the column", () => {
    const other = ["x", "y"];
    expect(resolveDrop({ active: card("a"), over: card("y", "done"), targetIds: other, belowOver: false })).toEqual({
      issueId: "a",
      fromGroup: "todo",
      toGroup: "done",
      fromLane: undefined,
      toLane: undefined,
      beforeId: "x",
      afterId: "y",
    });
    expect(resolveDrop({ active: card("a"), over: card("y", "done"), targetIds: other, belowOver: true })).toMatchObject({
      beforeId: "y",
      afterId: undefined,
    });
    expect(
      resolveDrop({ active: card("a"), over: { type: "cell", groupKey: "done" }, targetIds: other, belowOver: false }),
    ).toMatchObject({
      beforeId: "y",
      afterId: undefined,
    });
  });
});
