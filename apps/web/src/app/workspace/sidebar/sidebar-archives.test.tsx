import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { page } from "../../../features/issue-core/test-fixtures";
import { project, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";

const sidebar = () => screen.findByRole("complementary", { name: "Workspace sidebar" });

describe("sidebar drafts and archives", () => {
  it("shows how many drafts the caller has, next to a link to them", async () => {
    workspaceStubs(20, {
      "GET /api/workspaces/acme/draft-issues/": (request) => ({
        body: { ...page([]), total_results: request.query.get("per_page") === "1" ? 3 : 0 },
      }),
    });
    renderWorkspaceApp("/acme/");
    const nav = within(await sidebar()).getByRole("navigation", { name: "Workspace" });
    await waitFor(() => expect(within(nav).getByRole("link", { name: /^Drafts/ })).toHaveTextContent("Drafts3"));
    expect(within(nav).getByRole("link", { name: /^Drafts/ })).toHaveAttribute("href", "/acme/drafts");
  });

  it("leads from each project to its archived issues", async () => {
    workspaceStubs(20, { "GET /api/workspaces/acme/projects/": { body: [project({ id: "p1", name: "Website" })] } });
    const { user } = renderWorkspaceApp("/acme/");
    const yours = within(await sidebar()).getByRole("region", { name: "Your projects" });
    await user.click(await within(yours).findByRole("button", { name: /^Website/ }));
    expect(within(yours).getByRole("link", { name: "Website archived issues" })).toHaveAttribute(
      "href",
      "/acme/projects/p1/archives/issues",
    );
  });

  it("says a cycle's page is off, like the sidebar, when the project turned cycles off", async () => {
    const off = project({ id: "p1", name: "Website", cycle_view: false, module_view: false });
    workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": { body: [off] },
      "GET /api/workspaces/acme/projects/p1/": { body: off },
    });
    renderWorkspaceApp("/acme/projects/p1/cycles/c1");
    // The cycle page is a lazily loaded route: its first import is slow on a busy machine (the shared
    // findBy timeout in src/test/setup.ts allows for that).
    expect(await screen.findByRole("heading", { name: "Cycles are turned off for this project" })).toBeInTheDocument();
    const yours = within(await sidebar()).getByRole("region", { name: "Your projects" });
    await within(yours).findByRole("link", { name: "Website issues" });
    expect(within(yours).queryByRole("link", { name: "Website cycles" })).not.toBeInTheDocument();
    expect(within(yours).queryByRole("link", { name: "Website modules" })).not.toBeInTheDocument();
  });
});
