import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../components/editor/editor-test-shims";
import { ISSUE, makeIssue, renderIssuePage, stubDetail } from "../test-fixtures";

const echo = ({ body }: { body: unknown }) => ({ body: { ...makeIssue(), ...(body as object) } });

describe("title and description", () => {
  it("saves the title on Enter", async () => {
    const net = stubDetail({ [`PATCH ${ISSUE}`]: echo });
    const { user } = renderIssuePage();
    const title = await screen.findByRole("textbox", { name: "Issue title" });
    await user.clear(title);
    await user.type(title, "  Fix the sign-in page {Enter}");
    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`)[0]?.body).toEqual({ name: "Fix the sign-in page" }));
    expect(title).toHaveValue("Fix the sign-in page");
  });

  it("refuses an empty title inline and saves nothing", async () => {
    const net = stubDetail({ [`PATCH ${ISSUE}`]: echo });
    const { user } = renderIssuePage();
    const title = await screen.findByRole("textbox", { name: "Issue title" });
    await user.clear(title);
    await user.tab();
    expect(await screen.findByRole("alert")).toHaveTextContent("Title is required");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(0);

    await user.type(title, "{Escape}");
    expect(title).toHaveValue("Fix the login page");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses a title over 255 characters", async () => {
    const net = stubDetail({ [`PATCH ${ISSUE}`]: echo });
    const { user } = renderIssuePage();
    const title = await screen.findByRole("textbox", { name: "Issue title" });
    await user.click(title);
    await user.paste("x".repeat(250));
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Title can be at most 255 characters");
    expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(0);
  });

  it("saves the description a moment after typing stops", async () => {
    const net = stubDetail({ [`PATCH ${ISSUE}`]: echo });
    const { user } = renderIssuePage();
    const editor = await screen.findByRole("textbox", { name: "Issue description" });
    await user.click(editor);
    await user.keyboard(" Also Firefox.");
    expect(screen.getByText("Saving…")).toBeInTheDocument();
    expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(0);
    await waitFor(() => expect(net.to(`PATCH ${ISSUE}`)).toHaveLength(1));
    expect(net.to(`PATCH ${ISSUE}`)[0].body).toEqual({ description_html: expect.stringContaining("Also Firefox.") });
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("shows guests the description read-only", async () => {
    stubDetail({}, { role: 5 });
    renderIssuePage();
    const editor = await screen.findByRole("textbox", { name: "Issue description" });
    expect(editor).toHaveAttribute("contenteditable", "false");
    expect(editor).toHaveTextContent("It breaks on Safari.");
  });
});
