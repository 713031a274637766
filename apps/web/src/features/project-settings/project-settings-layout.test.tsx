import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { renderWithApp } from "../../test/render";
import { ProjectSettingsLayout } from "./project-settings-layout";
import { makeProject } from "./test-fixtures";

const settingsRoutes = [
  {
    path: "/:workspaceSlug/projects/:projectId/settings",
    element: <ProjectSettingsLayout />,
    children: [
      { index: true, element: <p>General page</p> },
      { path: "members", element: <p>Members page</p> },
      { path: "features", element: <p>Features page</p> },
      { path: "states", element: <p>States page</p> },
      { path: "labels", element: <p>Labels page</p> },
    ],
  },
];

function renderSettings(role: number | null, section = "") {
  stubFetch({ "GET /api/workspaces/acme/projects/p1/": { body: makeProject({ member_role: role, is_member: role !== null }) } });
  return renderWithApp(<p>unused</p>, {
    path: "/unused",
    route: `/acme/projects/p1/settings${section ? `/${section}` : ""}`,
    routes: settingsRoutes,
  });
}

async function navLinks() {
  const nav = await screen.findByRole("navigation", { name: "Project settings" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent)
    .slice(1);
}

describe("ProjectSettingsLayout", () => {
  it("shows an admin every section", async () => {
    renderSettings(20);
    expect(await navLinks()).toEqual(["General", "Members", "Features", "States", "Labels", "Estimates"]);
    expect(screen.getByText("General page")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "General" })).toHaveAttribute("href", "/acme/projects/p1/settings");
    expect(screen.getByRole("link", { name: "States" })).toHaveAttribute("href", "/acme/projects/p1/settings/states");
  });

  it("hides Features from a member", async () => {
    renderSettings(15);
    expect(await navLinks()).toEqual(["General", "Members", "States", "Labels"]);
  });

  it("shows a guest only General", async () => {
    renderSettings(5);
    expect(await navLinks()).toEqual(["General"]);
    expect(screen.getByText("General page")).toBeInTheDocument();
  });

  it("tells a member they can't open Features instead of rendering it", async () => {
    renderSettings(15, "features");
    expect(await screen.findByRole("heading", { name: "You don't have access" })).toBeInTheDocument();
    expect(screen.queryByText("Features page")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to General settings" })).toHaveAttribute("href", "/acme/projects/p1/settings");
  });

  it("keeps a guest out of States and Labels", async () => {
    renderSettings(5, "labels");
    expect(await screen.findByRole("heading", { name: "You don't have access" })).toBeInTheDocument();
    expect(screen.queryByText("Labels page")).not.toBeInTheDocument();
  });

  it("lets a member open States", async () => {
    renderSettings(15, "states");
    expect(await screen.findByText("States page")).toBeInTheDocument();
  });

  it("shows no sections to someone who is not a member", async () => {
    renderSettings(null);
    expect(await navLinks()).toEqual([]);
    expect(screen.getByRole("heading", { name: "You don't have access" })).toBeInTheDocument();
  });
});
