import { ESTIMATE_POINTS_LIMIT_MESSAGE, type Estimate } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { activeEstimateOf, archivedEstimatesOf, pointSteps, pointValuesError, templateValues } from "./estimate-rules";

const estimate = (id: string, lastUsed: boolean, createdAt: string) =>
  ({ id, last_used: lastUsed, created_at: createdAt, points: [] }) as unknown as Estimate;

describe("point values", () => {
  it("refuses fewer than 2 and more than 6 points with the spec's limit", () => {
    expect(pointValuesError("points", ["1"])).toBe(ESTIMATE_POINTS_LIMIT_MESSAGE);
    expect(pointValuesError("points", ["1", "2", "3", "4", "5", "6", "7"])).toBe(ESTIMATE_POINTS_LIMIT_MESSAGE);
    expect(pointValuesError("points", ["1", "2"])).toBeNull();
    expect(pointValuesError("categories", ["XS", "S", "M", "L", "XL", "XXL"])).toBeNull();
  });

  it("wants numbers for points, no blanks and no repeats", () => {
    expect(pointValuesError("points", ["1", "M"])).toBe("Points must be numbers, like 1, 2 or 0.5");
    expect(pointValuesError("categories", ["S", " "])).toBe("Every point needs a value");
    expect(pointValuesError("categories", ["S", "s"])).toBe("Each point needs a different value");
  });

  it("fills presets from the spec and starts custom with two empty rows", () => {
    expect(templateValues("points", "fibonacci")).toEqual(["1", "2", "3", "5", "8", "13"]);
    expect(templateValues("categories", "easy_to_hard")).toEqual(["Easy", "Medium", "Hard", "Very Hard"]);
    expect(templateValues("points", "custom")).toEqual(["", ""]);
  });
});

describe("pointSteps", () => {
  it("never leaves the 2–6 range between calls", () => {
    const check = (count: number, adds: string[], deletes: string[]) => {
      let n = count;
      for (const step of pointSteps(count, adds, deletes)) {
        n += step.kind === "add" ? 1 : -1;
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(6);
      }
      expect(n).toBe(count + adds.length - deletes.length);
    };
    check(2, ["a", "b"], ["x", "y"]);
    check(6, ["a", "b", "c", "d", "e"], ["1", "2", "3", "4", "5"]);
    check(6, [], ["1", "2", "3", "4"]);
    check(2, ["a", "b", "c", "d"], []);
  });
});

describe("active and archived", () => {
  it("finds the active estimate and lists the others newest first", () => {
    const list = [
      estimate("old", false, "2025-01-01"),
      estimate("now", true, "2025-03-01"),
      estimate("mid", false, "2025-02-01"),
    ];
    expect(activeEstimateOf(list)?.id).toBe("now");
    expect(archivedEstimatesOf(list).map((e) => e.id)).toEqual(["mid", "old"]);
  });
});
