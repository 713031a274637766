import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { useIssueStore } from "../../issue-core";
import { BASE, makeIssue, searchIssuesStub, seedIssueStore } from "../../issue-core/test-fixtures";
import { MODULES_PATH } from "../test-fixtures";
import { AddExistingIssuesDialog } from "./add-existing-issues-dialog";

const ISSUES = [
  makeIssue(1, { name: "Login bug" }),
  makeIssue(2, { name: "Signup flow", module_ids: ["m1"] }),
  makeIssue(3, { name: "Logout" }),
];

function renderDialog(routes: Record<string, StubHandler> = {}) {
  let server = ISSUES;
  const net = stubFetch({
    [`GET ${BASE}search-issues/`]: searchIssuesStub(() => server),
    [`POST ${MODULES_PATH}m1/issues/`]: ({ body }) => {
      const ids = (body as { issues: string[] }).issues;
      server = server.map((i) => (ids.includes(i.id) ? { ...i, module_ids: ["m1"] } : i));
      return { body: server.filter((i) => ids.includes(i.id)) };
    },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <AddExistingIssuesDialog slug="acme" projectId="p1" moduleId="m1" identifier="WEB" open onOpenChange={() => {}} />
      <Toaster />
    </>,
  );
  return { ...view, net };
}

describe("AddExistingIssuesDialog", () => {
  // The screen behind the dialog has listed these issues: the store holds them, and rolls them back.
  beforeEach(() => seedIssueStore(...ISSUES));

  it("offers the project's issues outside the module, searchable, and adds the picked ones", async () => {
    const { user, net } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Add existing issues" });
    const list = within(dialog).getByRole("list", { name: "Issues" });
    await waitFor(() => expect(within(list).getAllByRole("checkbox")).toHaveLength(2));
    expect(within(list).queryByText("Signup flow")).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Search issues"), "WEB-3");
    await waitFor(() => expect(within(list).getAllByRole("checkbox")).toHaveLength(1));
    expect(net.to(`GET ${BASE}search-issues/`).at(-1)?.query.get("search")).toBe("WEB-3");
    expect(net.to(`GET ${BASE}search-issues/`).at(-1)?.query.get("module")).toBe("m1");
    await user.click(within(list).getByRole("checkbox", { name: /Logout/ }));
    await user.clear(within(dialog).getByLabelText("Search issues"));
    await user.click(await within(list).findByRole("checkbox", { name: /Login bug/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add 2 issues" }));

    await waitFor(() => expect(net.to(`POST ${MODULES_PATH}m1/issues/`)).toHaveLength(1));
    expect(net.to(`POST ${MODULES_PATH}m1/issues/`)[0].body).toEqual({ issues: [ISSUES[2].id, ISSUES[0].id] });
    expect(useIssueStore.getState().issuesById[ISSUES[0].id].module_ids).toEqual(["m1"]);
    expect(await screen.findByText("2 issues added to the module")).toBeInTheDocument();
  });

  it("takes the issues out of the module again when the server refuses", async () => {
    const { user } = renderDialog({
      [`POST ${MODULES_PATH}m1/issues/`]: { status: 400, body: { error: "issues: issue not found in this project" } },
    });
    const dialog = await screen.findByRole("dialog", { name: "Add existing issues" });
    await user.click(await within(dialog).findByRole("checkbox", { name: /Login bug/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add 1 issue" }));
    expect(await screen.findByText("Couldn't add the issues to the module")).toBeInTheDocument();
    expect(useIssueStore.getState().issuesById[ISSUES[0].id].module_ids).toEqual([]);
  });
});
