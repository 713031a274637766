import { describe, expect, it } from "vitest";
import { stickyOrderAfterMove } from "./sticky-order";

describe("stickyOrderAfterMove", () => {
  const orders = [40_000, 30_000, 20_000, 10_000];
  it("takes the midpoint of the new neighbours", () => {
    expect(stickyOrderAfterMove(orders, 3, 1)).toBe(35_000);
    expect(stickyOrderAfterMove(orders, 0, 2)).toBe(15_000);
  });
  it("goes a step above the top or below the bottom", () => {
    expect(stickyOrderAfterMove(orders, 2, 0)).toBe(50_000);
    expect(stickyOrderAfterMove(orders, 0, 3)).toBe(0);
  });
  it("is null when nothing moves", () => {
    expect(stickyOrderAfterMove(orders, 1, 1)).toBeNull();
    expect(stickyOrderAfterMove(orders, 5, 1)).toBeNull();
  });
});
