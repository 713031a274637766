import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../components/editor/editor-test-shims";
import { renderPeek, stubDetail } from "../test-fixtures";

describe("IssuePeekOverview", () => {
  it("renders nothing without a peekId", () => {
    stubDetail();
    renderPeek("");
    expect(screen.getByText("Issue list")).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Issue peek" })).not.toBeInTheDocument();
  });

  it("opens the issue named by ?peekId and closes with Esc, dropping the param", async () => {
    stubDetail();
    const { user, router } = renderPeek("?peekId=i1&layout=list");
    const peek = await screen.findByRole("complementary", { name: "Issue peek" });
    expect(await within(peek).findByRole("textbox", { name: "Issue title" })).toHaveValue("Fix the login page");
    expect(within(peek).getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent("WebsiteWEB-7");
    expect(within(peek).getByRole("link", { name: "Open full page" })).toHaveAttribute("href", "/acme/projects/p1/issues/i1");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("complementary", { name: "Issue peek" })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("?layout=list");
  });

  it("keeps Esc for the field being typed in", async () => {
    stubDetail();
    const { user, router } = renderPeek();
    const title = await screen.findByRole("textbox", { name: "Issue title" });
    await user.click(title);
    await user.keyboard("{Escape}");
    expect(router.state.location.search).toBe("?peekId=i1");
  });

  it("closes with the close button", async () => {
    stubDetail();
    const { user, router } = renderPeek();
    await user.click(await screen.findByRole("button", { name: "Close peek" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("copies the issue's browse link, from the button and with Cmd+.", async () => {
    stubDetail();
    const { user } = renderPeek();
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/acme/browse/WEB-7`);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();

    await navigator.clipboard.writeText("");
    await user.click(screen.getByText("Issue list"));
    await user.keyboard("{Meta>}.{/Meta}");
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/acme/browse/WEB-7`));
  });
});
