import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { CreateWorkspaceForm } from "./create-workspace-form";

const TAKEN = new Set(["acme-corp"]);
const workspace = { id: "w1", name: "Acme Corp", slug: "acme-hq", logo_url: null, organization_size: "2-10" };

function slugCheck() {
  return {
    "GET /api/workspace-slug-check/": ({ query }: { query: URLSearchParams }) => ({
      body: { status: !TAKEN.has(query.get("slug") ?? "") },
    }),
  };
}

describe("CreateWorkspaceForm", () => {
  it("derives the slug from the name, flags a taken slug and posts the chosen values", async () => {
    const net = stubFetch({ ...slugCheck(), "POST /api/workspaces/": { status: 201, body: workspace } });
    const onCreated = vi.fn();
    const { user: u } = renderWithApp(<CreateWorkspaceForm onCreated={onCreated} />);

    await u.type(screen.getByLabelText("Workspace name"), "Acme Corp!");
    expect(screen.getByLabelText("Workspace URL")).toHaveValue("acme-corp");

    expect(await screen.findByText(/taken/i)).toBeInTheDocument();
    expect(screen.getByLabelText("Workspace URL")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Create workspace" })).toBeDisabled();
    expect(net.to("GET /api/workspace-slug-check/").map((r) => r.query.get("slug"))).toContain("acme-corp");

    await u.clear(screen.getByLabelText("Workspace URL"));
    await u.type(screen.getByLabelText("Workspace URL"), "Acme HQ");
    expect(screen.getByLabelText("Workspace URL")).toHaveValue("acme-hq");
    expect(await screen.findByText("This URL is available.")).toBeInTheDocument();
    expect(screen.queryByText(/taken/i)).not.toBeInTheDocument();

    // Once the URL was edited by hand, renaming no longer overwrites it.
    await u.type(screen.getByLabelText("Workspace name"), "{Backspace}");
    expect(screen.getByLabelText("Workspace URL")).toHaveValue("acme-hq");

    await u.selectOptions(screen.getByLabelText("Organization size"), "2-10");
    await u.click(screen.getByRole("button", { name: "Create workspace" }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(workspace));
    const [post] = net.to("POST /api/workspaces/");
    expect(post.body).toEqual({ name: "Acme Corp", slug: "acme-hq", organization_size: "2-10" });
    expect(post.headers["x-csrftoken"]).toBe("test-csrf-token");
  });

  it("requires a name and an organization size before posting", async () => {
    const net = stubFetch(slugCheck());
    const { user: u } = renderWithApp(<CreateWorkspaceForm onCreated={vi.fn()} />);
    await u.click(screen.getByRole("button", { name: "Create workspace" }));
    expect(await screen.findByText("Workspace name is required.")).toBeInTheDocument();
    expect(screen.getByText("Select the size of your organization.")).toBeInTheDocument();
    expect(net.to("POST /api/workspaces/")).toHaveLength(0);
  });

  it("rejects a reserved slug without asking the server", async () => {
    // The check waits for typing to pause (a 300 ms debounce): the clock is stepped past it rather than
    // waited for, so a busy machine can't end the wait before the check would have gone out. The fake
    // clock also runs on with real time, for Testing Library's own zero-delay waits.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const net = stubFetch(slugCheck());
    const { user: u } = renderWithApp(<CreateWorkspaceForm onCreated={vi.fn()} />);
    await u.type(screen.getByLabelText("Workspace name"), "Settings");
    expect(screen.getByLabelText("Workspace URL")).toHaveAccessibleDescription("This URL is reserved. Try another one.");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(net.to("GET /api/workspace-slug-check/")).toHaveLength(0);
  });

  it("shows a 400 from the server under the workspace URL", async () => {
    stubFetch({ ...slugCheck(), "POST /api/workspaces/": { status: 400, body: { error: "slug is already taken" } } });
    const onCreated = vi.fn();
    const { user: u } = renderWithApp(<CreateWorkspaceForm onCreated={onCreated} />);
    await u.type(screen.getByLabelText("Workspace name"), "Beta");
    await u.selectOptions(screen.getByLabelText("Organization size"), "Just myself");
    await screen.findByText("This URL is available.");
    await u.click(screen.getByRole("button", { name: "Create workspace" }));
    await waitFor(() => expect(screen.getByLabelText("Workspace URL")).toHaveAccessibleDescription("slug is already taken"));
    expect(onCreated).not.toHaveBeenCalled();
  });
});
