import { describe, expect, it } from "vitest";
import { makeIssue } from "../../calendar/test-fixtures";
import { COLUMNS, datePatch, nextOrderBy, sortDirection, stickyOffsets, visibleColumns } from "./columns";
import { moveCell } from "./grid-navigation";

const column = (id: string) => COLUMNS.find((c) => c.id === id)!;

describe("columns", () => {
  it("always keeps ID and Name, and follows the display properties for the rest", () => {
    expect(visibleColumns({ key: false, state: false }).map((c) => c.id)).not.toContain("state");
    expect(
      visibleColumns({ key: false })
        .slice(0, 2)
        .map((c) => c.id),
    ).toEqual(["key", "name"]);
    expect(visibleColumns({})).toHaveLength(16);
    expect(stickyOffsets(visibleColumns({}))).toEqual([0, 96]);
  });

  it("toggles between the server's ascending and descending keys", () => {
    expect(nextOrderBy(column("priority"), "sort_order")).toBe("priority");
    expect(nextOrderBy(column("priority"), "priority")).toBe("-priority");
    expect(nextOrderBy(column("priority"), "-priority")).toBe("priority");
    expect(nextOrderBy(column("created_on"), "-created_at")).toBe("created_at");
    expect(nextOrderBy(column("labels"), "sort_order")).toBe("labels__name");
    expect(nextOrderBy(column("link"), "sort_order")).toBeNull();
    expect(sortDirection(column("updated_on"), "-updated_at")).toBe("descending");
    expect(sortDirection(column("state"), "state__name")).toBe("ascending");
  });

  it("refuses a start date after the due date", () => {
    const issue = makeIssue(1, { start_date: "2025-03-10", target_date: "2025-03-20" });
    expect(datePatch(issue, "target_date", "2025-03-01")).toHaveProperty("error");
    expect(datePatch(issue, "start_date", "2025-03-21")).toHaveProperty("error");
    expect(datePatch(issue, "start_date", null)).toEqual({ patch: { start_date: null } });
    expect(datePatch(issue, "target_date", "2025-03-11")).toEqual({ patch: { target_date: "2025-03-11" } });
  });
});

describe("moveCell", () => {
  const size = { rows: 10, cols: 5, page: 4 };
  it("moves by arrows within bounds, to row ends with Home/End and by pages", () => {
    expect(moveCell({ row: 0, col: 0 }, "ArrowUp", size)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 0, col: 0 }, "ArrowRight", size)).toEqual({ row: 0, col: 1 });
    expect(moveCell({ row: 3, col: 4 }, "ArrowRight", size)).toEqual({ row: 3, col: 4 });
    expect(moveCell({ row: 3, col: 2 }, "End", size)).toEqual({ row: 3, col: 4 });
    expect(moveCell({ row: 3, col: 2 }, "Home", size, true)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 8, col: 2 }, "PageDown", size)).toEqual({ row: 9, col: 2 });
    expect(moveCell({ row: 3, col: 2 }, "Enter", size)).toBeNull();
  });
});
