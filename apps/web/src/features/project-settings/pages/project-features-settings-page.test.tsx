import { screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubReply, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { makeProject } from "../test-fixtures";
import { ProjectFeaturesSettingsPage } from "./project-features-settings-page";

const PROJECT = "/api/workspaces/acme/projects/p1/";

/** `patch` null: the server accepts and remembers the change; otherwise it answers with `patch`. */
function renderFeatures(patch: StubReply | null) {
  let project = makeProject();
  const net = stubFetch({
    [`GET ${PROJECT}`]: () => ({ body: project }),
    [`PATCH ${PROJECT}`]: (request) => {
      if (patch) return patch;
      project = { ...project, ...(request.body as object) };
      return { body: project };
    },
  });
  renderWithApp(
    <>
      <ProjectFeaturesSettingsPage />
      <Toaster />
    </>,
    { route: "/acme/projects/p1/settings/features", path: "/:workspaceSlug/projects/:projectId/settings/features" },
  );
  return net;
}

describe("ProjectFeaturesSettingsPage", () => {
  it("flips a feature at once and patches just that key", async () => {
    const net = renderFeatures(null);
    const cycles = await screen.findByRole("switch", { name: "Cycles" });
    expect(cycles).toBeChecked();
    cycles.click();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Cycles" })).not.toBeChecked());
    await waitFor(() => expect(net.to(`PATCH ${PROJECT}`)).toHaveLength(1));
    expect(net.to(`PATCH ${PROJECT}`)[0].body).toEqual({ cycle_view: false });
  });

  it("turns the switch back and toasts when the server fails", async () => {
    renderFeatures({ status: 500, body: { error: "Something went wrong. Please try again." } });
    (await screen.findByRole("switch", { name: "Intake" })).click();
    expect(await screen.findByText("Couldn't change the feature")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Intake" })).not.toBeChecked());
  });

  it("shows time tracking as a paid-plan feature that can't be turned on", async () => {
    renderFeatures(null);
    expect(await screen.findByRole("switch", { name: "Time tracking" })).toBeDisabled();
    expect(screen.getByText("Paid plan")).toBeInTheDocument();
  });
});
