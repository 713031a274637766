import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { project, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";

const admin = project({ id: "p1", name: "Website", identifier: "WEB", member_role: 20 });
const asMember = project({ id: "p2", name: "Billing", identifier: "BIL", member_role: 15, is_favorite: true });

const yours = async () =>
  within(await screen.findByRole("complementary", { name: "Workspace sidebar" })).getByRole("region", {
    name: "Your projects",
  });

const menuItems = async () => (await screen.findByRole("menu")).querySelectorAll("[role=menuitem]");
const itemNames = async () => Array.from(await menuItems()).map((item) => item.textContent?.trim());

describe("the sidebar's project actions menu", () => {
  it("offers archive to the project's Admins only, and favorite as the project stands", async () => {
    workspaceStubs(15, { "GET /api/workspaces/acme/projects/": { body: [admin, asMember] } });
    const { user } = renderWorkspaceApp("/acme/");
    const list = await yours();
    await user.click(await within(list).findByRole("button", { name: "Actions for Website" }));
    expect(await itemNames()).toEqual(["Copy link", "Add to favorites", "Settings", "Archive", "Leave project"]);
    await user.keyboard("{Escape}");
    await user.click(within(list).getByRole("button", { name: "Actions for Billing" }));
    expect(await itemNames()).toEqual(["Copy link", "Remove from favorites", "Settings", "Leave project"]);
  });

  it("favorites the project through the API and opens settings", async () => {
    const net = workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [admin] },
      "POST /api/workspaces/acme/user-favorite-projects/": {
        body: { id: "f1", project: "p1", project_id: "p1", workspace: "w1" },
      },
    });
    const { user, at } = renderWorkspaceApp("/acme/");
    const list = await yours();
    await user.click(await within(list).findByRole("button", { name: "Actions for Website" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add to favorites" }));
    await waitFor(() => expect(net.to("POST /api/workspaces/acme/user-favorite-projects/")).toHaveLength(1));
    expect(net.to("POST /api/workspaces/acme/user-favorite-projects/")[0].body).toEqual({ project: "p1" });
    await user.click(within(list).getByRole("button", { name: "Actions for Website" }));
    await user.click(await screen.findByRole("menuitem", { name: "Settings" }));
    await waitFor(() => expect(at()).toBe("/acme/projects/p1/settings"));
  });
});
