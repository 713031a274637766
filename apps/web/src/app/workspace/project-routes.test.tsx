import type { State } from "@hangar/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildState } from "../../test/builders";
import { project, renderWorkspaceApp, workspaceStubs } from "../../test/workspace-app";

const state = (id: string, name: string, group: State["group"], color: string, sequence: number) =>
  buildState({ id, name, group, color, sequence });

const STATES = [
  state("s1", "Backlog", "backlog", "#d9d9d9", 65535),
  state("s2", "Todo", "unstarted", "#3f76ff", 65535),
  state("s3", "In Progress", "started", "#f59e0b", 65535),
  state("s4", "Done", "completed", "#16a34a", 65535),
  state("s5", "Cancelled", "cancelled", "#dc2626", 65535),
];

function stubProject() {
  const website = project({ id: "p1", name: "Website", identifier: "WEB" });
  return workspaceStubs(20, {
    "GET /api/workspaces/acme/projects/": { body: [website] },
    "GET /api/workspaces/acme/projects/p1/": { body: website },
    "GET /api/workspaces/acme/projects/p1/states/": { body: STATES },
    "GET /api/workspaces/acme/projects/p1/issues/": { body: { results: [], next_page_results: false, next_cursor: "" } },
  });
}

describe("project routes", () => {
  it("opens a project on its issues page", async () => {
    stubProject();
    const { router } = renderWorkspaceApp("/acme/projects/p1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects/p1/issues"));
    // The issues page is lazy-loaded; a cold jsdom import takes a moment.
    expect(await screen.findByRole("heading", { name: "Website" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No issues yet" })).toBeInTheDocument();
  });

  it("mounts the project settings sections", async () => {
    stubProject();
    renderWorkspaceApp("/acme/projects/p1/settings/states");
    expect(await screen.findByRole("heading", { name: "States" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Project settings" })).toBeInTheDocument();
  });
});
