import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makePage } from "../../../features/pages/test-fixtures";
import { project, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";

const sidebar = () => screen.findByRole("complementary", { name: "Workspace sidebar" });

describe("sidebar pages", () => {
  it("leads from a project to its pages, and lists starred pages with the favorites", async () => {
    workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [project({ id: "p1", name: "Website" })] },
      "GET /api/workspaces/acme/projects/p1/pages/": { body: [makePage({ id: "pg1", name: "Runbook", is_favorite: true })] },
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
