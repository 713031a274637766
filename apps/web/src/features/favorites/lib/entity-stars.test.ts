import { describe, expect, it } from "vitest";
import { createTestQueryClient } from "../../../test/render";
import { starredCycle, starredView } from "../test-fixtures";
import { entityStarEdits } from "./entity-stars";

describe("entity stars", () => {
  it("edits only the cached lists and details that hold a removed favorite's entity", () => {
    const queryClient = createTestQueryClient();
    const cycles = ["workspaces", "acme", "projects", "p1", "cycles"];
    const detail = [...cycles, "detail", "c1"];
    const views = ["workspaces", "acme", "projects", "p1", "views"];
    queryClient.setQueryData(cycles, [
      { id: "c1", name: "Sprint 3", is_favorite: true },
      { id: "c2", name: "Sprint 4", is_favorite: true },
    ]);
    queryClient.setQueryData(detail, { id: "c1", name: "Sprint 3", is_favorite: true });
    queryClient.setQueryData(views, [{ id: "v9", is_favorite: true }]);
    queryClient.setQueryData(["workspaces", "other", "cycles"], [{ id: "c1", is_favorite: true }]);

    const edits = entityStarEdits(
      queryClient,
      "acme",
      [starredCycle("f1", "Sprint 3", 1, null, "c1"), starredView("f2", "Gone", 2)],
      false,
    );
    expect(edits.map((e) => e.queryKey)).toEqual([cycles, detail]);
    expect(edits[0]?.update(queryClient.getQueryData(cycles))).toEqual([
      { id: "c1", name: "Sprint 3", is_favorite: false },
      { id: "c2", name: "Sprint 4", is_favorite: true },
    ]);
    expect(edits[1]?.update(queryClient.getQueryData(detail))).toEqual({ id: "c1", name: "Sprint 3", is_favorite: false });
  });
});
