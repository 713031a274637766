import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { makeEstimate } from "../../estimates/test-fixtures";
import { ProjectSettingsLayout } from "../project-settings-layout";
import { makeProject } from "../test-fixtures";
import { ProjectEstimatesSettingsPage } from "./project-estimates-settings-page";

function renderEstimates(role: number) {
  const net = stubFetch({
    "GET /api/workspaces/acme/projects/p1/": { body: makeProject({ member_role: role }) },
    "GET /api/workspaces/acme/projects/p1/estimates/": {
      body: [makeEstimate("e1", "T-Shirt", ["S", "M", "L"], { type: "categories" })],
    },
  });
  renderWithApp(<p>unused</p>, {
    path: "/unused",
    route: "/acme/projects/p1/settings/estimates",
    routes: [
      {
        path: "/:workspaceSlug/projects/:projectId/settings",
        element: <ProjectSettingsLayout />,
        children: [{ path: "estimates", element: <ProjectEstimatesSettingsPage /> }],
      },
    ],
  });
  return net;
}

describe("Estimates settings (Admin only)", () => {
  it("shows an admin the active estimate from the nav", async () => {
    renderEstimates(20);
    const nav = await screen.findByRole("navigation", { name: "Project settings" });
    expect(within(nav).getByRole("link", { name: "Estimates" })).toHaveAttribute("href", "/acme/projects/p1/settings/estimates");
    const active = await screen.findByRole("region", { name: "Active estimate" });
    expect(within(active).getByText("T-Shirt")).toBeInTheDocument();
  });

  it.each([
    [15, "member"],
    [5, "guest"],
  ])("tells a %s (%s) they have no access and loads nothing", async (role) => {
    const net = renderEstimates(role);
    expect(await screen.findByText("You don't have access")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Project settings" });
    expect(within(nav).queryByRole("link", { name: "Estimates" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Estimates" })).not.toBeInTheDocument();
    expect(net.to("GET /api/workspaces/acme/projects/p1/estimates/")).toHaveLength(0);
  });
});
