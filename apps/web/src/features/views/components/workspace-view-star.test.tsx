import type { Favorite } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StubRequest } from "../../../test/fetch-stub";
import { renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";
import { makeView } from "../test-fixtures";

const LIST = "GET /api/workspaces/acme/user-favorites/";

describe("a workspace view's star", () => {
  it("stars and unstars it through user-favorites, and the sidebar follows", async () => {
    let favorites: Favorite[] = [];
    const everything = makeView({ id: "wv1", project: null, name: "Everything" });
    const starred: Favorite = {
      id: "f1",
      entity_type: "view",
      entity_identifier: "wv1",
      project_id: null,
      entity_data: { name: "Everything", project: null },
      is_folder: false,
      name: null,
      parent: null,
      sequence: 65535,
      workspace: "w1",
      created_at: "2025-01-01T00:00:00Z",
    };
    const net = workspaceStubs(15, {
      "GET /api/workspaces/acme/views/": () => ({ body: [{ ...everything, is_favorite: favorites.length > 0 }] }),
      [LIST]: () => ({ body: favorites }),
      "POST /api/workspaces/acme/user-favorites/": (request: StubRequest) => {
        favorites = [starred];
        expect(request.body).toEqual({ entity_type: "view", entity_identifier: "wv1" });
        return { status: 201, body: starred };
      },
      "DELETE /api/workspaces/acme/user-favorites/f1/": () => {
        favorites = [];
        return { status: 204 };
      },
    });
    const { user } = renderWorkspaceApp("/acme/workspace-views");
    const sidebar = within(await screen.findByRole("region", { name: "Favorites" }));

    await user.click(await screen.findByRole("button", { name: "Add Everything to favorites" }));
    const link = await sidebar.findByRole("link", { name: "Everything (workspace view)" });
    expect(link).toHaveAttribute("href", "/acme/workspace-views/wv1");
    await waitFor(() => expect(net.to("POST /api/workspaces/acme/user-favorites/")).toHaveLength(1));

    await user.click(await screen.findByRole("button", { name: "Remove Everything from favorites" }));
    await waitFor(() => expect(net.to("DELETE /api/workspaces/acme/user-favorites/f1/")).toHaveLength(1));
    await waitFor(() => expect(sidebar.queryByRole("link", { name: "Everything (workspace view)" })).not.toBeInTheDocument());
  });
});
