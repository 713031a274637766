import { expect, test } from "@playwright/test";
import { Api } from "./api";

test("an issue from creation to archive: peek, properties, sub-issue, comment, reaction, attachment", async ({ page }) => {
  const api = new Api(page.request);
  const me = await api.signUp("Margaret");
  const { slug, project } = await api.workspaceWithProject("Apollo");
  await page.goto(`/${slug}/projects/${project.id}/issues`);

  await page.getByRole("button", { name: "New issue" }).first().click();
  const modal = page.getByRole("dialog");
  await modal.getByLabel("Title").fill("Guidance computer restarts under load");
  await modal.getByRole("button", { name: "Create issue" }).click();
  await expect(modal).toBeHidden();
  const row = page
    .getByRole("link", { name: /Guidance computer restarts under load/ })
    .or(page.getByText("Guidance computer restarts under load"));
  await expect(row.first()).toBeVisible();

  await row.first().click();
  const peek = page.getByRole("complementary", { name: "Issue peek" });
  await expect(peek).toBeVisible();
  await expect(page).toHaveURL(/peekId=/);

  await peek.getByRole("button", { name: "State" }).click();
  await page.getByRole("option", { name: "In Progress" }).click();
  await expect(peek.getByRole("button", { name: "State" })).toContainText("In Progress");

  await peek.getByRole("button", { name: "Priority" }).click();
  await page.getByRole("option", { name: "Urgent" }).click();
  await expect(peek.getByRole("button", { name: "Priority" })).toContainText("Urgent");

  await peek.getByRole("button", { name: "Assignees" }).click();
  await page.getByRole("option", { name: /Margaret/ }).click();
  await page.keyboard.press("Escape");
  await expect(peek.getByRole("button", { name: "Assignees" })).toContainText("Margaret");

  await peek.getByRole("button", { name: "Add sub-issue" }).click();
  await page.getByRole("menuitem", { name: "Create new sub-issue" }).click();
  await peek.getByLabel("Sub-issue title").fill("Check the interrupt priorities");
  await page.keyboard.press("Enter");
  await expect(peek.getByText("Check the interrupt priorities")).toBeVisible();

  // The sub-issue's "Issue created" toast sits over the peek's lower right, where the composer is; a
  // pointer resting on a toast keeps it open, so step away and let it go before clicking there.
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const composer = peek.getByRole("textbox", { name: "Add a comment" });
  await composer.click();
  await composer.pressSequentially("Seen on the 1202 alarm.");
  await peek.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(peek.getByText("Seen on the 1202 alarm.")).toBeVisible();
  await peek.getByRole("button", { name: "Add reaction to comment" }).first().click();
  await page.getByRole("button", { name: "React with 👍" }).click();
  await expect(peek.getByRole("button", { name: /👍 1/ })).toBeVisible();

  await peek
    .getByLabel("Attach files")
    .setInputFiles({ name: "telemetry.txt", mimeType: "text/plain", buffer: Buffer.from("P00 ok\n") });
  await expect(peek.getByRole("link", { name: "Download telemetry.txt" })).toBeVisible();

  await peek.getByRole("button", { name: "State" }).click();
  await page.getByRole("option", { name: "Done" }).click();
  await peek.getByRole("button", { name: "Issue actions" }).click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  await expect(peek.getByText(/archived/i).first()).toBeVisible();
  await peek.getByRole("button", { name: "Restore" }).click();
  await expect(peek.getByText(/This issue is archived/i)).toHaveCount(0);

  // Everything above reaches the server: the restore shows at once (optimistic), so wait for its answer.
  const savedIssue = async () => {
    const issues = await api.call("GET", `/api/workspaces/${slug}/projects/${project.id}/issues/?per_page=100`);
    return issues.results.find((i: { name: string }) => i.name === "Guidance computer restarts under load");
  };
  await expect
    .poll(savedIssue)
    .toMatchObject({ priority: "urgent", assignee_ids: [me.id], archived_at: null, attachment_count: 1, sub_issues_count: 1 });
});

test("a change in one browser appears in another without reloading", async ({ browser }) => {
  const aliceContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  const aliceApi = new Api(alice.request);
  await aliceApi.signUp("Alice");
  const { slug, project } = await aliceApi.workspaceWithProject("Gemini");

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  const bobApi = new Api(bob.request);
  const bobUser = await bobApi.signUp("Bob");
  const invitations = await aliceApi.call("POST", `/api/workspaces/${slug}/invitations/`, {
    emails: [{ email: bobUser.email, role: 15 }],
  });
  await bobApi.joinInvitation(slug, invitations[0].id, bobUser.email);
  const members = await aliceApi.call("GET", `/api/workspaces/${slug}/members/`);
  const bobMember = members.find((m: { member: { id: string } }) => m.member.id === bobUser.id);
  await aliceApi.call("POST", `/api/workspaces/${slug}/projects/${project.id}/members/`, {
    members: [{ member_id: bobMember.member.id, role: 15 }],
  });

  await alice.goto(`/${slug}/projects/${project.id}/issues`);
  await bob.goto(`/${slug}/projects/${project.id}/issues`);
  await expect(bob.getByRole("heading", { name: "No issues yet" })).toBeVisible();

  const created = await aliceApi.call("POST", `/api/workspaces/${slug}/projects/${project.id}/issues/`, {
    name: "Rendezvous radar drifts",
  });
  await expect(bob.getByText("Rendezvous radar drifts")).toBeVisible();

  await alice.getByText("Rendezvous radar drifts").click();
  const peek = alice.getByRole("complementary", { name: "Issue peek" });
  await peek.getByRole("button", { name: "Priority" }).click();
  await alice.getByRole("option", { name: "High" }).click();
  await expect(bob.getByRole("img", { name: "Priority: High" }).first()).toBeVisible();

  await aliceApi.call("PATCH", `/api/workspaces/${slug}/projects/${project.id}/issues/${created.id}/`, {
    name: "Rendezvous radar drifts at night",
  });
  await expect(bob.getByText("Rendezvous radar drifts at night")).toBeVisible();

  await aliceContext.close();
  await bobContext.close();
});

test("an issue's cycle and modules are set from its page and kept after a reload", async ({ page }) => {
  const api = new Api(page.request);
  await api.signUp("Katherine");
  const { slug, project } = await api.workspaceWithProject("Gemini");
  const base = `/api/workspaces/${slug}/projects/${project.id}`;
  await api.call("POST", `${base}/cycles/`, { name: "Rendezvous sprint" });
  await api.call("POST", `${base}/modules/`, { name: "Docking adapter" });
  const issue = await api.call("POST", `${base}/issues/`, { name: "Radar lock drops at 50 m" });
  await page.goto(`/${slug}/projects/${project.id}/issues/${issue.id}`);

  const properties = page.getByRole("region", { name: "Properties" });
  await properties.getByRole("button", { name: "Cycle" }).click();
  await page.getByRole("option", { name: "Rendezvous sprint" }).click();
  await expect(properties.getByRole("button", { name: "Cycle" })).toContainText("Rendezvous sprint");
  await properties.getByRole("button", { name: "Modules" }).click();
  await page.getByRole("option", { name: "Docking adapter" }).click();
  await page.keyboard.press("Escape");
  await expect(properties.getByRole("button", { name: "Modules" })).toContainText("Docking adapter");

  await expect
    .poll(async () => {
      const saved = await api.call("GET", `${base}/issues/${issue.id}/`);
      return [saved.cycle_id !== null, saved.module_ids.length];
    })
    .toEqual([true, 1]);
  await page.reload();
  await expect(properties.getByRole("button", { name: "Cycle" })).toContainText("Rendezvous sprint");
  await expect(properties.getByRole("button", { name: "Modules" })).toContainText("Docking adapter");
});
