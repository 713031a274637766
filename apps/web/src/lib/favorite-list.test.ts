import type { Favorite } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { folder, starredCycle } from "../features/favorites/test-fixtures";
import { makeProject } from "../features/project-settings/test-fixtures";
import { createTestQueryClient } from "../test/render";
import { favoriteListEdit, withoutProjectFavorites } from "./favorite-list";
import { queryKeys } from "./query-keys";
import { isTemporaryId } from "./use-optimistic-mutation";

function setup(list: Favorite[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.projects("acme"), [makeProject({ id: "p1", name: "Website", identifier: "WEB" })]);
  queryClient.setQueryData(queryKeys.favorites("acme"), list);
  const apply = (edit: ReturnType<typeof favoriteListEdit>) =>
    queryClient.setQueryData<Favorite[]>(queryKeys.favorites("acme"), (current) => edit.update(current) as Favorite[]);
  const read = () => queryClient.getQueryData<Favorite[]>(queryKeys.favorites("acme")) ?? [];
  return { queryClient, apply, read };
}

describe("the favorites list as stars elsewhere edit it", () => {
  it("adds a new star last under a temporary id, with its project beside it", () => {
    const { queryClient, apply, read } = setup([starredCycle("a", "A", 65535), folder("f", "Work", 75535)]);
    apply(favoriteListEdit(queryClient, "acme", { type: "module", id: "m1", projectId: "p1", name: "Billing" }, true));
    const added = read().at(-1);
    expect(added).toMatchObject({
      entity_type: "module",
      entity_identifier: "m1",
      parent: null,
      sequence: 85535,
      entity_data: { name: "Billing", project: { id: "p1", identifier: "WEB", name: "Website" } },
    });
    expect(isTemporaryId(added?.id ?? "")).toBe(true);
    // Starring what is already there adds nothing.
    apply(favoriteListEdit(queryClient, "acme", { type: "module", id: "m1", projectId: "p1", name: "Billing" }, true));
    expect(read()).toHaveLength(3);
  });

  it("takes an unstarred entity out, from inside a folder too, and a project's favorites with the project", () => {
    const inside = starredCycle("c", "C", 85535, "f", "cycle-1");
    const { queryClient, apply, read } = setup([starredCycle("a", "A", 65535), folder("f", "Work", 75535), inside]);
    apply(favoriteListEdit(queryClient, "acme", { type: "cycle", id: "cycle-1", projectId: "p1", name: "C" }, false));
    expect(read().map((f) => f.id)).toEqual(["a", "f"]);
    apply(withoutProjectFavorites("acme", "p1"));
    expect(read().map((f) => f.id)).toEqual(["f"]);
  });
});
