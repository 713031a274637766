import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../components/editor/editor-test-shims";
import { renderWorkspaceApp, workspaceStubs } from "../../../test/workspace-app";
import { detailRoutes, ME, makeIssue } from "../test-fixtures";

describe("issue routes", () => {
  it("resolves /browse/IDENT-N to the issue page", async () => {
    const net = workspaceStubs(20, {
      ...detailRoutes(),
      "GET /api/users/me/": { body: ME },
      "GET /api/workspaces/acme/work-items/WEB-7/": { body: makeIssue() },
    });
    const { router } = renderWorkspaceApp("/acme/browse/WEB-7");
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects/p1/issues/i1"));
    expect(await screen.findByRole("textbox", { name: "Issue title" })).toHaveValue("Fix the login page");
    expect(net.to("GET /api/workspaces/acme/work-items/WEB-7/")).toHaveLength(1);
  });

  it("says so when the key names no issue", async () => {
    workspaceStubs(20, {
      ...detailRoutes(),
      "GET /api/workspaces/acme/work-items/WEB-99/": { status: 404, body: { error: "Issue not found" } },
    });
    renderWorkspaceApp("/acme/browse/WEB-99");
    expect(await screen.findByRole("heading", { name: "WEB-99 not found" })).toBeInTheDocument();
    expect(screen.getByText("Issue not found")).toBeInTheDocument();
  });

  it("shows a missing issue as not found on its page", async () => {
    workspaceStubs(20, {
      ...detailRoutes({ "GET /api/workspaces/acme/projects/p1/issues/i1/": { status: 404, body: { error: "Issue not found" } } }),
    });
    renderWorkspaceApp("/acme/projects/p1/issues/i1");
    expect(await screen.findByRole("heading", { name: "Issue not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to issues" })).toHaveAttribute("href", "/acme/projects/p1/issues");
  });
});
