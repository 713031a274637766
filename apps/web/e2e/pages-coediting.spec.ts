import { type Browser, expect, type Page, test } from "@playwright/test";
import { Api } from "./api";

test.use({ viewport: { width: 1440, height: 1000 } });

/** Two people in one project, each in a browser of their own, on the same page. */
async function twoEditors(browser: Browser) {
  const alice = await (await browser.newContext()).newPage();
  const aliceApi = new Api(alice.request);
  await aliceApi.signUp("Alice");
  const { slug, project } = await aliceApi.workspaceWithProject("Duet");

  const bob = await (await browser.newContext()).newPage();
  const bobApi = new Api(bob.request);
  const bobUser = await bobApi.signUp("Bob");
  const invitations = await aliceApi.call("POST", `/api/workspaces/${slug}/invitations/`, {
    emails: [{ email: bobUser.email, role: 15 }],
  });
  await bobApi.joinInvitation(slug, invitations[0].id, bobUser.email);
  await aliceApi.call("POST", `/api/workspaces/${slug}/projects/${project.id}/members/`, {
    members: [{ member_id: bobUser.id, role: 15 }],
  });
  const created = await aliceApi.call("POST", `/api/workspaces/${slug}/projects/${project.id}/pages/`, {
    name: "Shared notes",
    description_html: "<p>Agenda</p><p>Intro:</p><p>Risks:</p>",
  });
  const url = `/${slug}/projects/${project.id}/pages/${created.id}`;
  return { alice, bob, url };
}

const editorOf = (page: Page) => page.getByRole("textbox", { name: "Page content" });

/** The editor's text without the others' carets (their name labels sit inside the text). */
const textOf = (page: Page) =>
  editorOf(page).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caret of copy.querySelectorAll(".collaboration-carets__caret")) caret.remove();
    return [...copy.children].map((block) => block.textContent).join("\n");
  });

/** Puts the caret at the end of the block holding `text`. */
async function typeAfter(page: Page, text: string) {
  await editorOf(page).getByText(text).click();
  await page.keyboard.press("End");
}

/** Both editors live (bound to the shared document), and each showing the other in the header. */
async function bothLive(alice: Page, bob: Page) {
  for (const page of [alice, bob]) await expect(page.getByRole("status", { name: "Live editing: Live" })).toBeVisible();
  await expect(alice.getByRole("list", { name: /Also on this page: bob/i })).toBeVisible();
  await expect(bob.getByRole("list", { name: /Also on this page: alice/i })).toBeVisible();
}

test("two people type into one page at once, end with the same text, and see a restored version", async ({ browser }) => {
  const { alice, bob, url } = await twoEditors(browser);
  await alice.goto(url);
  await bob.goto(url);
  await bothLive(alice, bob);
  await expect(editorOf(alice)).toContainText("Agenda");
  await expect(editorOf(bob)).toContainText("Agenda");

  // Alice keeps the first version, then both type at the same time on lines of their own.
  await alice.getByRole("button", { name: "Version history" }).click();
  await alice.getByRole("button", { name: "Save version now" }).click();
  const versions = alice.getByRole("list", { name: "Versions" }).getByRole("button");
  await expect(versions).toHaveCount(1);

  await typeAfter(alice, "Intro:");
  await typeAfter(bob, "Risks:");
  await Promise.all([
    alice.keyboard.type(" Alice writes the intro", { delay: 20 }),
    bob.keyboard.type(" Bob lists the risks", { delay: 20 }),
  ]);
  // Every keystroke of both, in both browsers.
  const expected = "Agenda\nIntro: Alice writes the intro\nRisks: Bob lists the risks";
  await expect.poll(() => textOf(alice)).toBe(expected);
  await expect.poll(() => textOf(bob)).toBe(expected);
  await expect(bob.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // Alice restores the version she kept: Bob's editor goes back to it without reloading.
  await versions.last().click();
  await expect(alice.getByRole("region", { name: "Version preview" })).toContainText("Agenda");
  await alice.getByRole("button", { name: "Restore this version" }).click();
  await alice.getByRole("alertdialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore" }).click();
  for (const page of [alice, bob]) await expect.poll(() => textOf(page)).toBe("Agenda\nIntro:\nRisks:");
  // Still one document: Bob types on, and Alice sees it.
  await typeAfter(bob, "Agenda");
  await bob.keyboard.type(" (restored)");
  await expect.poll(() => textOf(alice)).toBe("Agenda (restored)\nIntro:\nRisks:");
});
