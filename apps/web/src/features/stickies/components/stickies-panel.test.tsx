import type { Sticky, StickyPage } from "@hangar/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { type StubHandler, type StubRequest, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { StickiesPanel } from "./stickies-panel";

const BASE = "/api/workspaces/acme/stickies/";

function makeSticky(name: string, sortOrder: number, text = ""): Sticky {
  return {
    id: `s-${name.toLowerCase().replace(/\W+/g, "-")}`,
    name,
    description_html: text ? `<p>${text}</p>` : "<p></p>",
    description_stripped: text,
    background_color: "gray",
    sort_order: sortOrder,
    owner: "u1",
    workspace_id: "w1",
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  };
}

function page(results: Sticky[]): StickyPage {
  return {
    results,
    next_cursor: "20:1:0",
    prev_cursor: "20:0:0",
    next_page_results: false,
    prev_page_results: false,
    count: results.length,
    total_count: results.length,
    total_pages: 1,
    total_results: results.length,
  };
}

/** A stub server holding stickies: lists (with `query`), creates on top, patches and deletes. */
function renderPanel(routes: Record<string, StubHandler> = {}) {
  let server: Sticky[] = [makeSticky("Groceries", 20_000, "milk and eggs"), makeSticky("Ideas", 10_000, "a stickies app")];
  let created = 0;
  const one = (id: string) => `${BASE}${id}/`;
  const patch = (request: StubRequest) => {
    const id = request.path.split("/").at(-2);
    server = server.map((s) => (s.id === id ? { ...s, ...(request.body as Partial<Sticky>) } : s));
    return { body: server.find((s) => s.id === id) };
  };
  const stickyRoutes = (list: Sticky[]) =>
    Object.fromEntries(
      list.flatMap((s) => [
        [`PATCH ${one(s.id)}`, patch],
        [
          `DELETE ${one(s.id)}`,
          () => {
            server = server.filter((x) => x.id !== s.id);
            return { status: 204 };
          },
        ],
      ]),
    );
  const net = stubFetch({
    [`GET ${BASE}`]: (request) => {
      const q = (request.query.get("query") ?? "").toLowerCase();
      const sorted = [...server].sort((a, b) => b.sort_order - a.sort_order);
      return { body: page(sorted.filter((s) => `${s.name} ${s.description_stripped}`.toLowerCase().includes(q))) };
    },
    [`POST ${BASE}`]: (request) => {
      created += 1;
      const body = request.body as Partial<Sticky>;
      const sticky = { ...makeSticky(`New ${created}`, 30_000 + created), name: body.name ?? "", id: `s-new-${created}` };
      server = [...server, { ...sticky, ...body }];
      return { status: 201, body: { ...sticky, ...body } };
    },
    [`PATCH ${one("s-new-1")}`]: patch,
    ...stickyRoutes(server),
    ...routes,
  });
  const view = renderWithApp(
    <>
      <StickiesPanel slug="acme" />
      <Toaster />
    </>,
    { route: "/acme/stickies", path: "/:workspaceSlug/stickies" },
  );
  return { ...view, net };
}

const cardNames = () =>
  within(screen.getByRole("list", { name: "Your stickies" }))
    .getAllByLabelText("Sticky title")
    .map((input) => (input as HTMLInputElement).value);

describe("StickiesPanel", () => {
  it("shows the caller's stickies top first, each on its color", async () => {
    renderPanel();
    await screen.findByRole("list", { name: "Your stickies" });
    expect(cardNames()).toEqual(["Groceries", "Ideas"]);
    expect(screen.getByRole("article", { name: "Sticky: Groceries" })).toHaveAttribute("data-sticky-color", "gray");
  });

  it("writes a new sticky on top and autosaves its title after a pause", async () => {
    const { user, net } = renderPanel();
    await screen.findByRole("list", { name: "Your stickies" });
    await user.click(screen.getByRole("button", { name: "New sticky" }));
    await waitFor(() => expect(net.to(`POST ${BASE}`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}`)[0].body).toEqual({});
    // The new card is on top and takes the focus.
    await waitFor(() => expect(cardNames()).toEqual(["", "Groceries", "Ideas"]));
    const title = screen.getAllByLabelText("Sticky title")[0] as HTMLInputElement;
    await waitFor(() => expect(title).toHaveFocus());
    await user.type(title, "Call the bank");
    await waitFor(() => expect(net.to("PATCH /api/workspaces/acme/stickies/s-new-1/")).toHaveLength(1), { timeout: 3000 });
    expect(net.to("PATCH /api/workspaces/acme/stickies/s-new-1/")[0].body).toEqual({ name: "Call the bank" });
    await screen.findByText("Saved");
    expect(cardNames()[0]).toBe("Call the bank");
  });

  it("rolls a failed save back and says so", async () => {
    const { user } = renderPanel({
      [`PATCH ${BASE}s-ideas/`]: { status: 500, body: { error: "The database is unavailable right now." } },
    });
    await screen.findByRole("list", { name: "Your stickies" });
    const title = screen.getAllByLabelText("Sticky title")[1] as HTMLInputElement;
    await user.type(title, " and plans");
    expect(title).toHaveValue("Ideas and plans");
    expect(await screen.findByText("Couldn't save the sticky", {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveValue("Ideas"));
    expect(screen.getByText("Not saved")).toBeInTheDocument();
  });

  it("changes a sticky's color from its menu", async () => {
    const { user, net } = renderPanel();
    await screen.findByRole("list", { name: "Your stickies" });
    const card = screen.getByRole("article", { name: "Sticky: Ideas" });
    await user.click(within(card).getByRole("button", { name: "Sticky color" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "Purple" }));
    expect(card).toHaveAttribute("data-sticky-color", "purple");
    await waitFor(() => expect(net.to(`PATCH ${BASE}s-ideas/`)).toHaveLength(1));
    expect(net.to(`PATCH ${BASE}s-ideas/`)[0].body).toEqual({ background_color: "purple" });
  });

  it("deletes a sticky at once and brings it back on Undo", async () => {
    const { user, net } = renderPanel();
    await screen.findByRole("list", { name: "Your stickies" });
    await user.click(screen.getByRole("button", { name: "Delete sticky Groceries" }));
    await waitFor(() => expect(cardNames()).toEqual(["Ideas"]));
    await waitFor(() => expect(net.to(`DELETE ${BASE}s-groceries/`)).toHaveLength(1));
    // A plain click: the toast's swipe handling asks for pointer capture, which jsdom lacks.
    fireEvent.click(await screen.findByRole("button", { name: "Undo" }));
    await waitFor(() => expect(net.to(`POST ${BASE}`)).toHaveLength(1));
    expect(net.to(`POST ${BASE}`)[0].body).toEqual({
      name: "Groceries",
      description_html: "<p>milk and eggs</p>",
      background_color: "gray",
      sort_order: 20_000,
    });
    await waitFor(() => expect(cardNames()).toEqual(["Groceries", "Ideas"]));
  });

  it("finds stickies by their text in the all-stickies modal", async () => {
    const { user, net } = renderPanel();
    await screen.findByRole("list", { name: "Your stickies" });
    await user.click(screen.getByRole("button", { name: "All stickies" }));
    const dialog = await screen.findByRole("dialog", { name: "All stickies" });
    expect(await within(dialog).findByRole("button", { name: "Reorder Groceries" })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Search stickies"), "EGGS");
    await waitFor(() => expect(net.requests.some((r) => r.query.get("query") === "EGGS")).toBe(true));
    const matches = await within(dialog).findByRole("list", { name: "Matching stickies" });
    await waitFor(() =>
      expect(
        within(matches)
          .getAllByLabelText("Sticky title")
          .map((i) => (i as HTMLInputElement).value),
      ).toEqual(["Groceries"]),
    );
    // A search cannot be reordered: the order is the whole list's.
    expect(within(dialog).queryByRole("button", { name: /^Reorder/ })).not.toBeInTheDocument();
  });
});
