import type { Notification } from "@hangar/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { ADA, person } from "../../../test/builders";
import { type StubHandler, type StubRequest, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { makeNotification, notificationPage } from "../test-fixtures";
import { NotificationsPage } from "./notifications-page";

const BASE = "/api/workspaces/acme/users/notifications/";

/** What the server holds; list requests filter it the way the API does. */
let server: Notification[] = [];

function listNotifications(request: StubRequest) {
  const q = request.query;
  const now = Date.now();
  const rows = server.filter((n) => {
    const snoozed = n.snoozed_till !== null && new Date(n.snoozed_till).getTime() > now;
    if (q.get("mentioned") === "true" && !n.is_mentioned_notification) return false;
    if (q.get("read") === "true" && n.read_at) return false;
    if (q.get("archived") === "true") return n.archived_at !== null;
    if (q.get("snoozed") === "true") return snoozed && !n.archived_at;
    return !n.archived_at && !snoozed;
  });
  return { body: notificationPage([...rows].sort((a, b) => b.created_at.localeCompare(a.created_at))) };
}

function counts() {
  const unread = server.filter((n) => !n.read_at && !n.archived_at && !n.snoozed_till);
  return {
    body: {
      total_unread_notifications_count: unread.length,
      mention_unread_notifications_count: unread.filter((n) => n.is_mentioned_notification).length,
    },
  };
}

/** A server that applies a change to one notification and answers with it. */
const change =
  (patch: (n: Notification, request: StubRequest) => Partial<Notification>): StubHandler =>
  (request) => {
    const id = request.path.split("/")[6];
    const index = server.findIndex((n) => n.id === id);
    const current = server[index];
    if (!current) return { status: 404, body: { error: "Notification not found" } };
    server[index] = { ...current, ...patch(current, request) };
    return { body: server[index] };
  };

function renderInbox(routes: Record<string, StubHandler> = {}, route = "/acme/notifications") {
  const net = stubFetch({
    "GET /api/users/me/": { body: ADA },
    [`GET ${BASE}`]: listNotifications,
    [`GET ${BASE}unread/`]: counts,
    "GET /api/workspaces/acme/members/": {
      body: [{ id: "wm2", member: person("u2", "Grace", "Hopper"), role: 15, created_at: "2025-01-01T00:00:00Z" }],
    },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <NotificationsPage />
      <Toaster />
    </>,
    { route, path: "/:workspaceSlug/notifications" },
  );
  return { ...view, net };
}

const list = () => screen.findByRole("list", { name: "Notifications" });
const rowOf = async (key: string) => {
  const button = await within(await list()).findByRole("button", { name: new RegExp(`${key}(?!\\d)`) });
  return button.closest("li") as HTMLElement;
};
const shownKeys = async () =>
  within(await list())
    .getAllByRole("listitem")
    .map(
      (li) =>
        within(li)
          .getAllByRole("button")[0]
          ?.textContent?.match(/WEB-\d+/)?.[0],
    );

const stateChange = makeNotification(1);
const mention = makeNotification(2, {
  sender: "mentioned",
  is_mentioned_notification: true,
  data: {
    ...makeNotification(2).data,
    issue_activity: { ...makeNotification(2).data.issue_activity, field: "comment", verb: "created" },
  },
});
const comment = makeNotification(3, {
  read_at: "2025-01-02T00:00:00Z",
  data: {
    ...makeNotification(3).data,
    issue_activity: {
      ...makeNotification(3).data.issue_activity,
      field: "comment",
      verb: "created",
      issue_comment: "Looks good to me",
    },
  },
});
const assigned = makeNotification(4, {
  sender: "assigned",
  data: {
    ...makeNotification(4).data,
    issue_activity: { ...makeNotification(4).data.issue_activity, field: "assignees", old_value: null, new_value: "ada" },
  },
});

beforeEach(() => {
  server = [stateChange, mention, comment, assigned];
});

describe("NotificationsPage", () => {
  it("lists who did what to which issue, newest first, with unread dots and the tabs' counts", async () => {
    renderInbox();
    expect(await shownKeys()).toEqual(["WEB-4", "WEB-3", "WEB-2", "WEB-1"]);
    // Named as everywhere else in the workspace, once its members are known.
    await waitFor(async () =>
      expect(within(await rowOf("WEB-1")).getByText(/changed the state from/)).toHaveTextContent(
        "Grace Hopper changed the state from Todo to Done",
      ),
    );
    expect(within(await rowOf("WEB-2")).getByText("mentioned you")).toBeVisible();
    expect(within(await rowOf("WEB-3")).getByText(/commented:/)).toHaveTextContent("Grace Hopper commented: Looks good to me");
    expect(within(await rowOf("WEB-4")).getByText(/assigned you/)).toBeVisible();
    expect(within(await rowOf("WEB-3")).queryByRole("img", { name: "Unread" })).toBeNull();
    expect(within(await rowOf("WEB-1")).getByRole("img", { name: "Unread" })).toBeVisible();
    expect(await screen.findByRole("tab", { name: "All 3" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Mentions 1" })).toBeVisible();
  });

  it("asks for page one from cursor 300:0:0 and sends the tab and filters as the API names them", async () => {
    const { user, net } = renderInbox();
    await list();
    expect(net.to(`GET ${BASE}`)[0]?.query.get("cursor")).toBe("300:0:0");
    expect(net.to(`GET ${BASE}`)[0]?.query.get("per_page")).toBe("300");

    await user.click(screen.getByRole("tab", { name: /Mentions/ }));
    await waitFor(async () => expect(await shownKeys()).toEqual(["WEB-2"]));
    expect(net.to(`GET ${BASE}`).at(-1)?.query.get("mentioned")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Assigned to me" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Created by me" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Show read" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Filters 3" })).toBeVisible();
    await waitFor(() => {
      const last = net.to(`GET ${BASE}`).at(-1)?.query;
      expect([last?.get("type"), last?.get("read"), last?.get("mentioned")]).toEqual(["assigned,created", "true", "true"]);
    });
  });

  it("says what will appear in each tab and pile when it is empty", async () => {
    server = [];
    const { user } = renderInbox();
    expect(await screen.findByRole("heading", { name: "Your inbox is empty" })).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Mentions" }));
    expect(await screen.findByRole("heading", { name: "No mentions yet" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Snoozed" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: "Archived" }));
    expect(screen.getByRole("menuitemcheckbox", { name: "Snoozed" })).toHaveAttribute("aria-checked", "false");
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("heading", { name: "No archived mentions" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Filters 1" }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Snoozed" }));
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("heading", { name: "No snoozed mentions" })).toBeVisible();
  });

  it("tells of a mention in a page, and opens the page from its row", async () => {
    server = [
      makeNotification(9, {
        id: "n9",
        entity_name: "page",
        entity_identifier: "pg1",
        title: "Launch plan",
        sender: "mentioned",
        is_mentioned_notification: true,
        data: {
          issue: null,
          page: { id: "pg1", name: "Launch plan", project_id: "p1" },
          issue_activity: {
            id: null,
            field: "page",
            verb: "mentioned",
            old_value: null,
            new_value: null,
            issue_comment: null,
            actor: "u2",
          },
        },
      }),
    ];
    const { user, router } = renderInbox({ [`POST ${BASE}n9/read/`]: change(() => ({ read_at: new Date().toISOString() })) });
    const row = await rowOf("Page");
    expect(row).toHaveTextContent("Launch plan");
    expect(row).toHaveTextContent("mentioned you in page Launch plan");
    await user.click(within(row).getByRole("button", { name: /^Unread/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/projects/p1/pages/pg1"));
  });

  it("opens the issue in the peek from a row and marks the row read", async () => {
    const { user, net, router } = renderInbox({
      [`POST ${BASE}n1/read/`]: change(() => ({ read_at: new Date().toISOString() })),
    });
    await user.click(within(await rowOf("WEB-1")).getByRole("button", { name: /^Unread/ }));
    expect(router.state.location.search).toContain("peekId=i1");
    expect(router.state.location.search).toContain("peekProjectId=p1");
    await waitFor(async () => expect(within(await rowOf("WEB-1")).queryByRole("img", { name: "Unread" })).toBeNull());
    expect(await screen.findByRole("tab", { name: "All 2" })).toBeVisible();
    await waitFor(() => expect(net.to(`POST ${BASE}n1/read/`)).toHaveLength(1));
  });

  it("takes an archived row off at once and puts it back with a message when the server refuses", async () => {
    const { user } = renderInbox({ [`POST ${BASE}n1/archive/`]: { status: 500, body: { error: "Database unavailable" } } });
    await user.click(within(await rowOf("WEB-1")).getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("Couldn't archive the notification")).toBeVisible();
    expect(await shownKeys()).toEqual(["WEB-4", "WEB-3", "WEB-2", "WEB-1"]);
    expect(screen.getByRole("tab", { name: "All 3" })).toBeVisible();
  });

  it("says an archived row went, and Undo brings it back", async () => {
    const { user, net } = renderInbox({
      [`POST ${BASE}n1/archive/`]: change(() => ({ archived_at: new Date().toISOString() })),
      [`DELETE ${BASE}n1/archive/`]: change(() => ({ archived_at: null })),
    });
    await user.click(within(await rowOf("WEB-1")).getByRole("button", { name: "Archive" }));
    expect(await screen.findByText("Notification archived")).toBeVisible();
    await waitFor(async () => expect(await shownKeys()).toEqual(["WEB-4", "WEB-3", "WEB-2"]));
    // A toast's button, clicked without the pointer events jsdom cannot capture (sonner swipes on them).
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(net.to(`DELETE ${BASE}n1/archive/`)).toHaveLength(1));
    await waitFor(async () => expect(await shownKeys()).toEqual(["WEB-4", "WEB-3", "WEB-2", "WEB-1"]));
  });

  it("snoozes a row for a preset: it leaves the inbox and shows under the snoozed filter", async () => {
    const { user, net } = renderInbox({
      [`PATCH ${BASE}n1/`]: change((_n, request) => request.body as Partial<Notification>),
    });
    await user.click(within(await rowOf("WEB-1")).getByRole("button", { name: "Snooze" }));
    await user.click(await screen.findByRole("menuitem", { name: "3 days" }));
    await waitFor(async () => expect(await shownKeys()).toEqual(["WEB-4", "WEB-3", "WEB-2"]));
    const [patch] = net.to(`PATCH ${BASE}n1/`);
    const until = new Date((patch?.body as { snoozed_till: string } | undefined)?.snoozed_till ?? 0);
    expect(Math.round((until.getTime() - Date.now()) / 86_400_000)).toBe(3);

    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Snoozed" }));
    await user.keyboard("{Escape}");
    await waitFor(async () => expect(await shownKeys()).toEqual(["WEB-1"]));
    expect(within(await rowOf("WEB-1")).getByText(/^Snoozed until/)).toBeVisible();
  });

  it("marks everything the inbox shows as read, and puts the dots back when that fails", async () => {
    let fail = true;
    const { user, net } = renderInbox({
      [`POST ${BASE}mark-all-read/`]: () => {
        if (fail) return { status: 500, body: { error: "Database unavailable" } };
        server = server.map((n) => ({ ...n, read_at: n.read_at ?? new Date().toISOString() }));
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole("tab", { name: /Mentions/ }));
    await waitFor(async () => expect(await shownKeys()).toEqual(["WEB-2"]));
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText("Couldn't mark the notifications as read")).toBeVisible();
    expect(within(await rowOf("WEB-2")).getByRole("img", { name: "Unread" })).toBeVisible();

    fail = false;
    await user.click(screen.getByRole("tab", { name: /All/ }));
    await waitFor(async () => expect(await shownKeys()).toHaveLength(4));
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "All" })).toBeVisible());
    expect(within(await list()).queryAllByRole("img", { name: "Unread" })).toHaveLength(0);
    expect(net.to(`POST ${BASE}mark-all-read/`).map((r) => r.body)).toEqual([{ mentioned: true }, {}]);
  });

  it("moves with j/k and the arrows, opens with Enter, reads with r and archives with e", async () => {
    const { user, net, router } = renderInbox({
      [`POST ${BASE}n3/archive/`]: change(() => ({ archived_at: new Date().toISOString() })),
      [`DELETE ${BASE}n4/read/`]: change(() => ({ read_at: null })),
      [`POST ${BASE}n4/read/`]: change(() => ({ read_at: new Date().toISOString() })),
      [`POST ${BASE}n2/read/`]: change(() => ({ read_at: new Date().toISOString() })),
    });
    await list();
    await user.keyboard("j");
    expect(await rowOf("WEB-4")).toHaveAttribute("aria-current", "true");
    await user.keyboard("r");
    await waitFor(() => expect(net.to(`POST ${BASE}n4/read/`)).toHaveLength(1));
    await user.keyboard("j");
    expect(await rowOf("WEB-3")).toHaveAttribute("aria-current", "true");
    await user.keyboard("e");
    await waitFor(async () => expect(await shownKeys()).toEqual(["WEB-4", "WEB-2", "WEB-1"]));
    // The row that took the archived one's place is selected.
    expect(await rowOf("WEB-2")).toHaveAttribute("aria-current", "true");
    await user.keyboard("{ArrowUp}{ArrowDown}k");
    expect(await rowOf("WEB-4")).toHaveAttribute("aria-current", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(router.state.location.search).toContain("peekId=i2");
    await waitFor(() => expect(net.to(`POST ${BASE}n2/read/`)).toHaveLength(1));
  });

  it("loads the next 300 from cursor 300:1:0 when the list reaches its end", async () => {
    const nextPage = Array.from({ length: 2 }, (_, i) => makeNotification(10 + i));
    const { user, net } = renderInbox({
      [`GET ${BASE}`]: (request) =>
        request.query.get("cursor") === "300:1:0"
          ? { body: notificationPage(nextPage) }
          : { body: notificationPage([assigned, stateChange], true) },
    });
    expect(await shownKeys()).toEqual(["WEB-4", "WEB-1"]);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(async () => expect(await shownKeys()).toEqual(["WEB-4", "WEB-1", "WEB-10", "WEB-11"]));
    expect(net.to(`GET ${BASE}`).map((r) => r.query.get("cursor"))).toEqual(["300:0:0", "300:1:0"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
