import { expect, test } from "@playwright/test";
import { Api } from "./api";

test.use({ viewport: { width: 1440, height: 1000 } });

test("a sticky is written from anywhere, autosaved, found by search, reordered, and seen by no one else", async ({ browser }) => {
  const aliceContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  const aliceApi = new Api(alice.request);
  await aliceApi.signUp("Alice");
  const { slug } = await aliceApi.workspaceWithProject("Apollo");

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  const bobApi = new Api(bob.request);
  const bobUser = await bobApi.signUp("Bob");
  const invitations = await aliceApi.call("POST", `/api/workspaces/${slug}/invitations/`, {
    emails: [{ email: bobUser.email, role: 15 }],
  });
  await bobApi.joinInvitation(slug, invitations[0].id, bobUser.email);

  // Quick create from the home page: N then N opens a new sticky to type into.
  await alice.goto(`/${slug}/`);
  await expect(alice.getByRole("heading", { name: "Home" })).toBeVisible();
  await alice.keyboard.press("n");
  await alice.keyboard.press("n");
  const quick = alice.getByRole("dialog", { name: "New sticky" });
  const title = quick.getByLabel("Sticky title");
  await expect(title).toBeFocused();
  await title.fill("Launch checklist");
  await quick.getByRole("textbox", { name: "Sticky body" }).click();
  await alice.keyboard.type("Check the fuel valves");
  await expect(quick.getByText("Saved")).toBeVisible();
  await alice.keyboard.press("Escape");
  await expect(quick).toBeHidden();

  // The stickies page, after a reload: both the title and the body were saved.
  await alice.getByRole("complementary", { name: "Workspace sidebar" }).getByRole("link", { name: "Stickies" }).click();
  await expect(alice).toHaveURL(new RegExp(`/${slug}/stickies$`));
  await alice.reload();
  const card = alice.getByRole("article", { name: "Sticky: Launch checklist" });
  await expect(card.getByLabel("Sticky title")).toHaveValue("Launch checklist");
  await expect(card.getByText("Check the fuel valves")).toBeVisible();

  // Another sticky, written elsewhere: Alice's other open screen shows it live; Bob's screen hears nothing.
  const aliceElsewhere = await aliceContext.newPage();
  await aliceElsewhere.goto(`/${slug}/stickies`);
  await expect(aliceElsewhere.getByRole("article", { name: "Sticky: Launch checklist" })).toBeVisible();
  await bob.goto(`/${slug}/stickies`);
  await expect(bob.getByText("No stickies yet")).toBeVisible();
  await aliceApi.call("POST", `/api/workspaces/${slug}/stickies/`, { name: "Crew roster", background_color: "green" });
  await expect(aliceElsewhere.getByRole("article", { name: "Sticky: Crew roster" })).toHaveAttribute(
    "data-sticky-color",
    "green",
  );
  await expect(alice.getByRole("article", { name: "Sticky: Crew roster" })).toBeVisible();

  // The all-stickies modal: search by body text, then drag into another order.
  await alice.getByRole("button", { name: "All stickies" }).click();
  const modal = alice.getByRole("dialog", { name: "All stickies" });
  await expect(modal.getByRole("article")).toHaveCount(2);
  await modal.getByLabel("Search stickies").fill("FUEL");
  const matches = modal.getByRole("list", { name: "Matching stickies" });
  await expect(matches.getByRole("article")).toHaveCount(1);
  await expect(matches.getByLabel("Sticky title")).toHaveValue("Launch checklist");
  await modal.getByLabel("Search stickies").fill("oxygen");
  await expect(modal.getByText("No stickies match “oxygen”.")).toBeVisible();
  // A cleared search brings back the whole list, in an order that can be dragged.
  await modal.getByLabel("Search stickies").fill("");

  const titles = modal.getByLabel("Sticky title");
  await expect(titles).toHaveCount(2);
  await expect(titles.nth(0)).toHaveValue("Crew roster");
  const handle = modal.getByRole("button", { name: "Reorder Launch checklist" });
  await handle.focus();
  // Each key waits for the drag library to say it heard the one before (its screen-reader announcements).
  // The favorites sidebar has a drag area of its own, with its own live region: follow the one that speaks.
  await alice.keyboard.press("Space");
  const speaking = alice.locator('[id^="DndLiveRegion"]', { hasText: /Picked up|was moved over/ });
  await expect(speaking).toHaveCount(1);
  const announced = alice.locator(`[id="${await speaking.getAttribute("id")}"]`);
  // Screen readers hear the sticky's name and place, not its id.
  await expect(announced).toHaveText(/Launch checklist.*position 2 of 2/);
  const overItself = (await announced.textContent()) ?? "";
  await alice.keyboard.press("ArrowUp");
  await expect(announced).not.toHaveText(overItself);
  await alice.keyboard.press("Space");
  await expect(titles.nth(0)).toHaveValue("Launch checklist");
  const listed = () =>
    aliceApi
      .call("GET", `/api/workspaces/${slug}/stickies/`)
      .then((page: { results: { name: string }[] }) => page.results.map((s) => s.name));
  await expect.poll(listed).toEqual(["Launch checklist", "Crew roster"]);

  // Bob, in the same workspace, still has no stickies and cannot open Alice's.
  await expect(bob.getByText("No stickies yet")).toBeVisible();
  await expect(bob.getByRole("article")).toHaveCount(0);
  const aliceSticky = (await aliceApi.call("GET", `/api/workspaces/${slug}/stickies/?query=fuel`)).results[0];
  const peek = await bob.request.get(`/api/workspaces/${slug}/stickies/${aliceSticky.id}/`);
  expect(peek.status()).toBe(404);
  const search = await bobApi.call("GET", `/api/workspaces/${slug}/stickies/?query=fuel`);
  expect(search.results).toEqual([]);

  await aliceContext.close();
  await bobContext.close();
});
