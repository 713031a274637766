import type { Favorite } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StubRequest } from "../../../test/fetch-stub";
import { project, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";
import { folder, starredCycle, starredPage, starredProject, starredView } from "../test-fixtures";

const LIST = "GET /api/workspaces/acme/user-favorites/";
const website = project({ id: "p1", name: "Website", identifier: "WEB" });

const favoritesRegion = async () =>
  within(await screen.findByRole("complementary", { name: "Workspace sidebar" })).findByRole("region", { name: "Favorites" });

/** The favorites the sidebar shows, top to bottom (a folder's contents indented). */
function outline(region: HTMLElement): string[] {
  return Array.from(region.querySelectorAll("a, button[aria-expanded]:not([aria-haspopup])")).map((el) => {
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "";
    return el.closest("ul[aria-label^='In ']") ? `  ${name}` : name;
  });
}

/** A server that keeps the favorites it is given and applies the sidebar's writes to them. */
function favoritesServer(initial: Favorite[]) {
  let list = [...initial];
  let next = 1;
  return {
    get list() {
      return list;
    },
    routes: {
      [LIST]: () => ({ body: list }),
      "POST /api/workspaces/acme/user-favorites/": (request: StubRequest) => {
        const body = request.body as { name: string };
        const created = folder(`new-${next++}`, body.name, Math.max(0, ...list.map((f) => f.sequence)) + 10000);
        list = [...list, created];
        return { status: 201, body: created };
      },
    },
    patch(id: string, changes: Partial<Favorite>) {
      list = list.map((f) => (f.id === id ? ({ ...f, ...changes } as Favorite) : f));
      return list.find((f) => f.id === id);
    },
    remove(id: string) {
      list = list.filter((f) => f.id !== id && f.parent !== id);
    },
  };
}

describe("the favorites sidebar", () => {
  it("shows every kind of favorite and the folders in their order, linking to each", async () => {
    workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [website] },
      [LIST]: {
        body: [
          starredView("fv", "Bugs", 85535, null, "v1"),
          starredProject("fp", 65535),
          folder("fo", "Sprint work", 75535),
          starredCycle("fc", "Sprint 3", 95535, "fo", "c1"),
          starredPage("fg", "", 105535, "fo", "pg1"),
        ],
      },
    });
    renderWorkspaceApp("/acme/");
    const region = await favoritesRegion();
    await within(region).findByRole("link", { name: "Bugs (Website view)" });
    expect(outline(region)).toEqual([
      "Website",
      "Sprint work",
      "  Sprint 3 (Website cycle)",
      "  Untitled (Website page)",
      "Bugs (Website view)",
    ]);
    expect(within(region).getByRole("link", { name: "Website" })).toHaveAttribute("href", "/acme/projects/p1/issues");
    expect(within(region).getByRole("link", { name: "Sprint 3 (Website cycle)" })).toHaveAttribute(
      "href",
      "/acme/projects/p1/cycles/c1",
    );
    expect(within(region).getByRole("link", { name: "Untitled (Website page)" })).toHaveAttribute(
      "href",
      "/acme/projects/p1/pages/pg1",
    );
  });

  it("creates a folder at once, and takes it back with a toast when the server refuses", async () => {
    const server = favoritesServer([starredProject("fp", 65535)]);
    let refuse = false;
    const net = workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [website] },
      ...server.routes,
      "POST /api/workspaces/acme/user-favorites/": (request: StubRequest) =>
        refuse
          ? { status: 409, body: { error: "name: you already have a folder with this name" } }
          : server.routes["POST /api/workspaces/acme/user-favorites/"](request),
    });
    const { user } = renderWorkspaceApp("/acme/");
    const region = await favoritesRegion();
    await within(region).findByRole("link", { name: "Website" });

    await user.click(within(region).getByRole("button", { name: "New favorites folder" }));
    await user.type(within(region).getByRole("textbox", { name: "New folder name" }), "Planning{Enter}");
    expect(within(region).getByRole("button", { name: "Planning" })).toBeInTheDocument();
    await waitFor(() => expect(net.to("POST /api/workspaces/acme/user-favorites/")).toHaveLength(1));
    expect(net.to("POST /api/workspaces/acme/user-favorites/")[0]?.body).toEqual({
      entity_type: "folder",
      is_folder: true,
      name: "Planning",
    });

    refuse = true;
    await user.click(within(region).getByRole("button", { name: "New favorites folder" }));
    await user.type(within(region).getByRole("textbox", { name: "New folder name" }), "planning{Enter}");
    expect(await screen.findByText("name: you already have a folder with this name")).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByRole("button", { name: "planning" })).not.toBeInTheDocument());
    expect(outline(region)).toEqual(["Website", "Planning"]);
  });

  it("files a favorite into a folder and out again from its menu, and renames the folder", async () => {
    const server = favoritesServer([starredCycle("fc", "Sprint 3", 65535), folder("fo", "Work", 75535)]);
    const patches: { id: string; body: unknown }[] = [];
    workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [website] },
      ...server.routes,
      "PATCH /api/workspaces/acme/user-favorites/fc/": (request: StubRequest) => {
        patches.push({ id: "fc", body: request.body });
        return { body: server.patch("fc", request.body as Partial<Favorite>) };
      },
      "PATCH /api/workspaces/acme/user-favorites/fo/": (request: StubRequest) => {
        patches.push({ id: "fo", body: request.body });
        const { name } = request.body as { name: string };
        return { body: server.patch("fo", { name, entity_data: { name } } as Partial<Favorite>) };
      },
    });
    const { user } = renderWorkspaceApp("/acme/");
    const region = await favoritesRegion();
    await within(region).findByRole("link", { name: "Sprint 3 (Website cycle)" });

    await user.click(within(region).getByRole("button", { name: "Actions for Sprint 3" }));
    // The folder list is a submenu, opened from the keyboard as a user without a mouse would.
    (await screen.findByRole("menuitem", { name: "Move to folder" })).focus();
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByRole("menuitem", { name: "Work" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(patches).toEqual([{ id: "fc", body: { parent: "fo" } }]));
    await waitFor(() => expect(outline(region)).toEqual(["Work", "  Sprint 3 (Website cycle)"]));
    await waitFor(() => expect(patches).toEqual([{ id: "fc", body: { parent: "fo" } }]));

    await user.click(within(region).getByRole("button", { name: "Actions for Sprint 3" }));
    await user.click(await screen.findByRole("menuitem", { name: "Move out of folder" }));
    await waitFor(() => expect(outline(region)).toEqual(["Work", "Sprint 3 (Website cycle)"]));
    expect(patches[1]).toEqual({ id: "fc", body: { parent: null, sequence: 85535 } });

    await user.click(within(region).getByRole("button", { name: "Actions for Work" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const input = within(region).getByRole("textbox", { name: "Rename Work" });
    await user.clear(input);
    await user.type(input, "Done{Enter}");
    expect(within(region).getByRole("button", { name: "Done" })).toBeInTheDocument();
    await waitFor(() => expect(patches[2]).toEqual({ id: "fo", body: { name: "Done" } }));
  });

  it("deletes a folder with what is in it after asking, and removes a favorite", async () => {
    const server = favoritesServer([
      folder("fo", "Work", 65535),
      starredCycle("fc", "Sprint 3", 75535, "fo"),
      starredView("fv", "Bugs", 85535),
    ]);
    const net = workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [website] },
      ...server.routes,
      "DELETE /api/workspaces/acme/user-favorites/fo/": () => {
        server.remove("fo");
        return { status: 204 };
      },
      "DELETE /api/workspaces/acme/user-favorites/fv/": () => ({ status: 500, body: { error: "The database is down" } }),
    });
    const { user } = renderWorkspaceApp("/acme/");
    const region = await favoritesRegion();
    await within(region).findByRole("link", { name: "Sprint 3 (Website cycle)" });

    await user.click(within(region).getByRole("button", { name: "Actions for Work" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete folder" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the folder Work?" });
    expect(dialog).toHaveTextContent("The favorite in it will be removed from your favorites too.");
    await user.click(within(dialog).getByRole("button", { name: "Delete folder" }));
    await waitFor(() => expect(outline(region)).toEqual(["Bugs (Website view)"]));
    expect(net.to("DELETE /api/workspaces/acme/user-favorites/fo/")).toHaveLength(1);

    // A removal the server refuses comes back, with a toast.
    await user.click(within(region).getByRole("button", { name: "Actions for Bugs" }));
    await user.click(await screen.findByRole("menuitem", { name: "Remove from favorites" }));
    expect(await screen.findByText("Couldn't remove Bugs from favorites")).toBeInTheDocument();
    await waitFor(() => expect(outline(region)).toEqual(["Bugs (Website view)"]));
  });
});
