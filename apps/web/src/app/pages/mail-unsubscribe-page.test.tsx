import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../test/fetch-stub";
import { renderWithApp } from "../../test/render";
import { MailUnsubscribePage } from "./mail-unsubscribe-page";

const ROUTE = "/mail/unsubscribe?token=u1.comment.sig";
const STATE = "GET /api/notification-mail/unsubscribe/";
const STOP = "POST /api/notification-mail/unsubscribe/";

describe("MailUnsubscribePage", () => {
  it("asks before it stops the link's kind of mail, then says it is stopped", async () => {
    const net = stubFetch({
      [STATE]: { body: { preference: "comment", enabled: true } },
      [STOP]: { body: { preference: "comment", enabled: false } },
    });
    const { user } = renderWithApp(<MailUnsubscribePage />, { route: ROUTE, path: "/mail/unsubscribe" });
    expect(await screen.findByText("Stop mails about comments?")).toBeInTheDocument();
    expect(net.to(STATE)[0].query.get("token")).toBe("u1.comment.sig");
    expect(net.to(STOP)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Stop these mails" }));
    expect(await screen.findByText("You are unsubscribed")).toBeInTheDocument();
    expect(screen.getByText(/no longer mails you about comments/)).toBeInTheDocument();
    expect(net.to(STOP)[0].query.get("token")).toBe("u1.comment.sig");
  });

  it("says so when the kind is already stopped, offering nothing to click", async () => {
    stubFetch({ [STATE]: { body: { preference: "state_change", enabled: false } } });
    renderWithApp(<MailUnsubscribePage />, { route: ROUTE, path: "/mail/unsubscribe" });
    expect(await screen.findByText(/no longer mails you about state changes/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop these mails" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a link that is not valid", async () => {
    stubFetch({ [STATE]: { status: 400, body: { error: "This unsubscribe link is not valid." } } });
    renderWithApp(<MailUnsubscribePage />, { route: ROUTE, path: "/mail/unsubscribe" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This unsubscribe link is not valid.");
  });

  it("explains a link that lost its token", async () => {
    stubFetch({});
    renderWithApp(<MailUnsubscribePage />, { route: "/mail/unsubscribe", path: "/mail/unsubscribe" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is incomplete");
  });
});
