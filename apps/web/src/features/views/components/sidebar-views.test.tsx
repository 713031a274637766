import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { project, renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";
import { starredView } from "../../favorites/test-fixtures";
import { makeView } from "../test-fixtures";

describe("views in the sidebar", () => {
  it("links the workspace views, each project's views, and lists favorite views", async () => {
    workspaceStubs(20, {
      "GET /api/workspaces/acme/projects/": {
        body: [
          project({ id: "p1", name: "Website", identifier: "WEB" }),
          project({ id: "p2", name: "Docs", identifier: "DOC", issue_views_view: false }),
        ],
      },
      "GET /api/workspaces/acme/projects/p1/views/": {
        body: [makeView({ id: "v1", name: "Urgent bugs", is_favorite: true }), makeView({ id: "v2", name: "Other" })],
      },
      "GET /api/workspaces/acme/user-favorites/": { body: [starredView("f1", "Urgent bugs", 65535, null, "v1")] },
    });
    const { user } = renderWorkspaceApp("/acme/");
    const sidebar = await screen.findByRole("complementary", { name: "Workspace sidebar" });
    expect(within(sidebar).getByRole("link", { name: "Views" })).toHaveAttribute("href", "/acme/workspace-views");

    const favorites = await within(sidebar).findByRole("region", { name: "Favorites" });
    expect(await within(favorites).findByRole("link", { name: "Urgent bugs (Website view)" })).toHaveAttribute(
      "href",
      "/acme/projects/p1/views/v1",
    );
    expect(within(favorites).queryByText("Other")).not.toBeInTheDocument();

    const projects = within(sidebar).getByRole("region", { name: "Your projects" });
    await user.click(within(projects).getByRole("button", { name: "Website" }));
    expect(within(projects).getByRole("link", { name: "Website views" })).toHaveAttribute("href", "/acme/projects/p1/views");
    await user.click(within(projects).getByRole("button", { name: "Docs" }));
    expect(within(projects).queryByRole("link", { name: "Docs views" })).not.toBeInTheDocument();
  });
});
