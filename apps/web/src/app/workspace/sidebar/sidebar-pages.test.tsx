import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { starredPage } from "../../../features/favorites/test-fixtures";
import { makePage } from "../../../features/pages/test-fixtures";
import { project, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";

const sidebar = () => screen.findByRole("complementary", { name: "Workspace sidebar" });

describe("sidebar pages", () => {
  it("leads from a project to its pages, and lists starred pages with the favorites", async () => {
    workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [project({ id: "p1", name: "Website" })] },
      "GET /api/workspaces/acme/projects/p1/pages/": { body: [makePage({ id: "pg1", name: "Runbook", is_favorite: true })] },
      "GET /api/workspaces/acme/user-favorites/": { body: [starredPage("f1", "Runbook", 65535, null, "pg1")] },
    });
    const { user } = renderWorkspaceApp("/acme/");
    const favorites = await within(await sidebar()).findByRole("region", { name: "Favorites" });
    expect(await within(favorites).findByRole("link", { name: "Runbook (Website page)" })).toHaveAttribute(
      "href",
      "/acme/projects/p1/pages/pg1",
    );
    const yours = within(await sidebar()).getByRole("region", { name: "Your projects" });
    await user.click(await within(yours).findByRole("button", { name: /^Website/ }));
    expect(within(yours).getByRole("link", { name: "Website pages" })).toHaveAttribute("href", "/acme/projects/p1/pages");
  });

  it("unfolds a project's pages nested by parent, loading them only when asked", async () => {
    const list = "GET /api/workspaces/acme/projects/p1/pages/";
    const stub = workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [project({ id: "p1", name: "Website" })] },
      [list]: {
        body: [
          makePage({ id: "pg1", name: "Handbook" }),
          makePage({ id: "pg2", name: "Onboarding", parent: "pg1" }),
          makePage({ id: "pg3", name: "First week", parent: "pg2" }),
          makePage({ id: "pg4", name: "Runbook" }),
        ],
      },
    });
    const { user } = renderWorkspaceApp("/acme/");
    const yours = within(await sidebar()).getByRole("region", { name: "Your projects" });
    await user.click(await within(yours).findByRole("button", { name: /^Website/ }));
    expect(within(yours).queryByRole("list", { name: "Website page tree" })).not.toBeInTheDocument();
    const treeCalls = () => stub.to(list).filter((r) => r.query.get("type") === "all" && r.query.get("order_by") === "name");
    expect(treeCalls()).toHaveLength(0);
    await user.click(within(yours).getByRole("button", { name: "Show Website page tree" }));
    const tree = await within(yours).findByRole("list", { name: "Website page tree" });
    expect(within(tree).getByRole("link", { name: "Handbook" })).toHaveAttribute("href", "/acme/projects/p1/pages/pg1");
    expect(within(tree).getByRole("link", { name: "Runbook" })).toBeInTheDocument();
    expect(within(tree).queryByRole("link", { name: "Onboarding" })).not.toBeInTheDocument();
    await user.click(within(tree).getByRole("button", { name: "Show pages in Handbook" }));
    await user.click(within(tree).getByRole("button", { name: "Show pages in Onboarding" }));
    expect(within(tree).getByRole("link", { name: "First week" })).toHaveAttribute("href", "/acme/projects/p1/pages/pg3");
    expect(treeCalls()).toHaveLength(1);
    await user.click(within(tree).getByRole("button", { name: "Hide pages in Handbook" }));
    expect(within(tree).queryByRole("link", { name: "Onboarding" })).not.toBeInTheDocument();
  });

  it("leaves Pages out, and says so on its address, when the project turned pages off", async () => {
    const off = project({ id: "p1", name: "Website", page_view: false });
    workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [off] },
      "GET /api/workspaces/acme/projects/p1/": { body: off },
    });
    renderWorkspaceApp("/acme/projects/p1/pages/pg1");
    expect(await screen.findByRole("heading", { name: "Pages are turned off for this project" })).toBeInTheDocument();
    const yours = within(await sidebar()).getByRole("region", { name: "Your projects" });
    await within(yours).findByRole("link", { name: "Website issues" });
    expect(within(yours).queryByRole("link", { name: "Website pages" })).not.toBeInTheDocument();
  });
});
