import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../components/editor/editor-test-shims";
import { buildLabel } from "../../../../test/builders";
import { makeCycle } from "../../../cycles/test-fixtures";
import { makeModule } from "../../../modules/test-fixtures";
import { ISSUE, makeIssue, P, renderIssuePage, stubDetail } from "../../test-fixtures";

const planning = {
  [`GET ${P}cycles/`]: { body: [makeCycle({ id: "c1", name: "Sprint 1", status: "current" })] },
  [`GET ${P}modules/`]: { body: [makeModule({ id: "m1", name: "Checkout" })] },
};

async function panel() {
  const region = await screen.findByRole("region", { name: "Properties" });
  await within(region).findByRole("button", { name: "Cycle" });
  return region;
}

describe("creating from the issue's pickers", () => {
  it("creates a label from the typed name and applies it to the issue", async () => {
    const net = stubDetail({
      ...planning,
      [`POST ${P}issue-labels/`]: ({ body }) => ({
        status: 201,
        body: buildLabel({ id: "l9", name: (body as { name: string }).name, color: "#123456", project_id: "p1" }),
      }),
      [`PATCH ${ISSUE}`]: ({ body }) => ({ body: makeIssue(body as object) }),
    });
    const { user } = renderIssuePage();
    const region = await panel();
    await user.click(within(region).getByRole("button", { name: "Labels" }));
    await user.type(await screen.findByPlaceholderText("Add labels…"), "bug");
    await user.click(await screen.findByRole("option", { name: 'Create label "bug"' }));

    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(1));
    expect(net.to(`POST ${P}issue-labels/`)[0].body).toEqual({ name: "bug", color: expect.stringMatching(/^#/) });
    expect(net.to(`PATCH ${ISSUE}`)[0].body).toEqual({ label_ids: ["l9"] });
    expect(within(region).getByRole("button", { name: "Labels" })).toHaveTextContent("bug");
  });

  it("creates a module and adds the issue to it through the module call", async () => {
    // The server lists what it made: the panel refetches modules once the issue joined one.
    const modules = [makeModule({ id: "m1", name: "Checkout" })];
    const net = stubDetail({
      ...planning,
      [`GET ${P}modules/`]: () => ({ body: modules }),
      [`POST ${P}modules/`]: () => {
        modules.push(makeModule({ id: "m9", name: "Payments" }));
        return { status: 201, body: modules[1] };
      },
      [`POST ${ISSUE}modules/`]: { body: makeIssue({ module_ids: ["m9"] }) },
    });
    const { user } = renderIssuePage();
    const region = await panel();
    await user.click(within(region).getByRole("button", { name: "Modules" }));
    await user.type(await screen.findByPlaceholderText("Add to module…"), "Payments");
    await user.click(await screen.findByRole("option", { name: 'Create module "Payments"' }));
    await waitFor(() => expect(net.to(`POST ${ISSUE}modules/`)).toHaveLength(1));
    expect(net.to(`POST ${P}modules/`)[0].body).toEqual({ name: "Payments" });
    expect(net.to(`POST ${ISSUE}modules/`)[0].body).toEqual({ modules: ["m9"] });
    expect(within(region).getByRole("button", { name: "Modules" })).toHaveTextContent("Payments");
  });

  it("says why and applies nothing when the server refuses the new label", async () => {
    const net = stubDetail({
      ...planning,
      [`POST ${P}issue-labels/`]: { status: 409, body: { error: "name: a label with this name already exists in the project" } },
    });
    const { user } = renderIssuePage();
    const region = await panel();
    await user.click(within(region).getByRole("button", { name: "Labels" }));
    await user.type(await screen.findByPlaceholderText("Add labels…"), "Bug");
    await user.click(await screen.findByRole("option", { name: 'Create label "Bug"' }));
    expect(await screen.findByText("Couldn't create the label")).toBeInTheDocument();
    expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(0);
  });

  it("offers guests nothing to create", async () => {
    stubDetail(planning, { role: 5 });
    renderIssuePage();
    const region = await screen.findByRole("region", { name: "Properties" });
    // A guest reads the properties; there is no picker to open.
    expect(await within(region).findByText("No labels")).toBeInTheDocument();
    expect(within(region).queryByRole("button", { name: "Labels" })).not.toBeInTheDocument();
  });
});
