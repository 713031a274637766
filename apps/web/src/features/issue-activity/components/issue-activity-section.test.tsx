import type { HistoryItem, Reaction } from "@hangar/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import "../../../components/editor/editor-test-shims";
import { type StubHandler, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { ISSUE, makeActivity, makeComment, makeReaction, minutesAgo, viewerRoutes } from "../test-fixtures";
import { IssueActivitySection } from "./issue-activity-section";

const HISTORY: HistoryItem[] = [
  makeActivity({
    id: "a1",
    verb: "created",
    actor: "u-alice",
    actor_detail: { id: "u-alice", display_name: "Alice", avatar: null },
  }),
  makeActivity({
    id: "a2",
    field: "state",
    old_value: "Todo",
    new_value: "In Progress",
    created_at: minutesAgo(5),
  }),
  makeActivity({ id: "a3", field: "assignees", new_value: "Alice", created_at: minutesAgo(4) }),
  makeActivity({ id: "a4", field: "labels", old_value: "Bug", created_at: minutesAgo(3) }),
  makeActivity({ id: "a5", field: "priority", old_value: "none", new_value: "high", created_at: minutesAgo(2) }),
  makeActivity({ id: "a6", field: "blocked_by", verb: "created", new_value: "WEB-7", created_at: minutesAgo(2) }),
  makeComment({ id: "c1", actor: "u-bob", comment_html: "<p>Looks <strong>good</strong></p>", created_at: minutesAgo(1) }),
];

/** What the stubbed server answers for history; handlers that change data update it. */
let server: HistoryItem[] = [];

function renderSection(routes: Record<string, StubHandler> = {}, history: HistoryItem[] = HISTORY) {
  server = history.map((item) => ({ ...item }));
  const net = stubFetch({
    ...viewerRoutes(),
    [`GET ${ISSUE}history/`]: () => ({ body: server }),
    [`GET ${ISSUE}reactions/`]: { body: [] satisfies Reaction[] },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <IssueActivitySection slug="acme" projectId="p1" issueId="i1" />
      <Toaster />
    </>,
  );
  return { ...view, net };
}

const rows = () => screen.queryAllByTestId("activity-row").map((row) => row.querySelector("p")?.textContent);

describe("IssueActivitySection", () => {
  it("reads each change as a sentence and filters by tab", async () => {
    const { user, net } = renderSection();
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(net.to(`GET ${ISSUE}history/`)[0].query.get("activity_type")).toBe("issue-property,issue-comment");
    expect(rows()).toEqual([
      "Alice Doe created the issue·1h ago",
      "Bob Roe changed the state from Todo to In Progress·5m ago",
      "Bob Roe added Alice as an assignee·4m ago",
      "Bob Roe removed the label Bug·3m ago",
      "Bob Roe set the priority to High·2m ago",
      "Bob Roe marked this issue as blocked by WEB-7·2m ago",
    ]);
    const comment = screen.getByRole("listitem", { name: "Comment by Bob Roe" });
    expect(within(comment).getByTestId("comment-body").innerHTML).toBe("<p>Looks <strong>good</strong></p>");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

    await user.click(screen.getByRole("tab", { name: "Comments" }));
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole("listitem", { name: "Comment by Bob Roe" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Updates" }));
    expect(rows()).toHaveLength(6);
    expect(screen.queryByRole("listitem", { name: "Comment by Bob Roe" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Add a comment" })).not.toBeInTheDocument();
  });

  it("shows a posted comment at once and sends the editor's HTML", async () => {
    let release: () => void = () => {};
    const { user, net } = renderSection({
      [`POST ${ISSUE}comments/`]: async (request) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const created = makeComment({
          id: "c-new",
          actor: "u-alice",
          comment_html: (request.body as { comment_html: string }).comment_html,
          created_at: new Date().toISOString(),
        });
        server = [...HISTORY, created];
        return { status: 201, body: created };
      },
    });
    const box = await screen.findByRole("textbox", { name: "Add a comment" });
    expect(screen.getByRole("button", { name: "Comment" })).toBeDisabled();
    await user.click(box);
    await user.keyboard("Ship it <b>now</b>");
    await user.click(screen.getByRole("button", { name: "Comment" }));

    const mine = await screen.findByRole("listitem", { name: "Comment by Alice Doe" });
    expect(mine).toHaveAttribute("aria-busy", "true");
    expect(within(mine).getByText("Sending…")).toBeInTheDocument();
    expect(within(mine).getByTestId("comment-body")).toHaveTextContent("Ship it <b>now</b>");
    await waitFor(() => expect(net.to(`POST ${ISSUE}comments/`)).toHaveLength(1));
    // Typed markup stays text: the editor escapes it, and the server sanitizes again on write.
    expect(net.to(`POST ${ISSUE}comments/`)[0].body).toEqual({ comment_html: "<p>Ship it &lt;b&gt;now&lt;/b&gt;</p>" });
    expect(screen.getByRole("textbox", { name: "Add a comment" })).not.toHaveTextContent("Ship it");

    release();
    await waitFor(() => expect(within(mine).queryByText("Sending…")).not.toBeInTheDocument());
    expect(screen.getAllByRole("listitem", { name: "Comment by Alice Doe" })).toHaveLength(1);
  });

  it("removes a comment the server refused, says so and gives the text back", async () => {
    const { user } = renderSection({
      [`POST ${ISSUE}comments/`]: { status: 400, body: { error: "comment_html is required" } },
    });
    const box = await screen.findByRole("textbox", { name: "Add a comment" });
    await user.click(box);
    await user.keyboard("Hello{Control>}{Enter}{/Control}");
    expect(await screen.findByText("Couldn't post the comment")).toBeInTheDocument();
    expect(screen.queryByRole("listitem", { name: "Comment by Alice Doe" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Add a comment" })).toHaveTextContent("Hello"));
  });

  it("toggles a comment reaction with POST then DELETE", async () => {
    let reactions: Reaction[] = [];
    const base = `${ISSUE}comments/c1/reactions/`;
    const { user, net } = renderSection({
      [`POST ${base}`]: () => {
        reactions = [makeReaction("r1", "👍", "u-alice", "c1")];
        server = HISTORY.map((item) => (item.id === "c1" ? { ...item, comment_reactions: reactions } : item));
        return { status: 201, body: reactions[0] };
      },
      [`DELETE ${base}${encodeURIComponent("👍")}/`]: () => {
        server = HISTORY;
        return { status: 204 };
      },
    });
    const comment = await screen.findByRole("listitem", { name: "Comment by Bob Roe" });
    await user.click(within(comment).getByRole("button", { name: "Add reaction to comment" }));
    await user.click(await screen.findByRole("button", { name: "React with 👍" }));

    const chip = await within(comment).findByRole("button", { name: "👍 1" });
    expect(chip).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(net.to(`POST ${base}`)).toHaveLength(1));
    expect(net.to(`POST ${base}`)[0].body).toEqual({ reaction: "👍" });

    await user.click(within(comment).getByRole("button", { name: "👍 1" }));
    await waitFor(() => expect(within(comment).queryByRole("button", { name: "👍 1" })).not.toBeInTheDocument());
    await waitFor(() => expect(net.to(`DELETE ${base}${encodeURIComponent("👍")}/`)).toHaveLength(1));
  });

  it("offers edit only on the viewer's own comments and saves with PATCH", async () => {
    const mine = makeComment({ id: "c2", actor: "u-alice", comment_html: "<p>First draft</p>" });
    const { user, net } = renderSection(
      {
        [`PATCH ${ISSUE}comments/c2/`]: (request) => {
          const edited = { ...mine, ...(request.body as object), edited_at: new Date().toISOString() };
          server = server.map((item) => (item.id === "c2" ? edited : item));
          return { body: edited };
        },
      },
      [...HISTORY, mine],
    );
    const bobs = await screen.findByRole("listitem", { name: "Comment by Bob Roe" });
    expect(within(bobs).queryByRole("button", { name: /Comment actions/ })).not.toBeInTheDocument();

    const own = screen.getByRole("listitem", { name: "Comment by Alice Doe" });
    await user.click(within(own).getByRole("button", { name: "Comment actions for Alice Doe" }));
    expect(screen.getByRole("menuitem", { name: "Delete" })).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));

    const editor = await within(own).findByRole("textbox", { name: "Edit comment" });
    // The editor opens focused with the caret at the end, as a user expects; a click would move the caret.
    await waitFor(() => expect(editor).toHaveFocus());
    await user.keyboard(" v2");
    await user.click(within(own).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(net.to(`PATCH ${ISSUE}comments/c2/`)).toHaveLength(1));
    expect(net.to(`PATCH ${ISSUE}comments/c2/`)[0].body).toEqual({ comment_html: "<p>First draft v2</p>" });
    expect(within(own).getByTestId("comment-body")).toHaveTextContent("First draft v2");
    expect(within(own).getByText("(edited)")).toBeInTheDocument();
  });

  it("shows the issue's own reactions, highlighting the viewer's", async () => {
    renderSection({
      [`GET ${ISSUE}reactions/`]: {
        body: [
          makeReaction("r1", "🎉", "u-bob", null),
          makeReaction("r2", "🎉", "u-alice", null),
          makeReaction("r3", "👀", "u-bob", null),
        ],
      },
    });
    const bar = await screen.findByRole("list", { name: "Reactions to this issue" });
    expect(await within(bar).findByRole("button", { name: "🎉 2" })).toHaveAttribute("aria-pressed", "true");
    expect(within(bar).getByRole("button", { name: "👀 1" })).toHaveAttribute("aria-pressed", "false");
  });
});
