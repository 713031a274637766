import { expect, test } from "@playwright/test";
import { completeProfile, createWorkspaceThroughUi, mailedLink, signUpThroughUi, uniqueEmail } from "./helpers";

test("an admin invites a second user who signs up, accepts, and appears with the invited role", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signUpThroughUi(admin, uniqueEmail("grace"));
  await completeProfile(admin, "Grace", "Hopper");
  const slug = `cobol-${Date.now().toString(36)}`;
  await createWorkspaceThroughUi(admin, "Cobol Crew", slug, "11-50");

  const inviteeEmail = uniqueEmail("alan");
  await admin.goto(`/${slug}/settings/members`);
  await admin.getByRole("button", { name: "Invite people" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Email").first().fill(inviteeEmail);
  await dialog.getByLabel("Role").first().selectOption("5");
  await dialog.getByRole("button", { name: "Send invites" }).click();
  await expect(admin.getByText(inviteeEmail, { exact: true })).toBeVisible();

  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await signUpThroughUi(invitee, inviteeEmail);
  await completeProfile(invitee, "Alan", "Turing");
  await expect(invitee.getByText("Cobol Crew")).toBeVisible();
  // A password sign-up has not proven its address: the invitation waits until the mailed link does.
  await expect(invitee.getByText("Verify your email address")).toBeVisible();
  await invitee.getByRole("button", { name: "Send verification link" }).click();
  await expect(invitee.getByText(`Verification link sent to ${inviteeEmail}`)).toBeVisible();
  const link = await mailedLink(inviteeEmail, "/accounts/verify-email");
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByRole("heading", { name: "Email verified" })).toBeVisible();
  await invitee.getByRole("link", { name: "Continue" }).click();
  await expect(invitee.getByText("Cobol Crew")).toBeVisible();
  await expect(invitee.getByText("Verify your email address")).toHaveCount(0);
  await invitee.getByRole("button", { name: "Accept" }).first().click();
  await expect(invitee).toHaveURL(new RegExp(`/${slug}/?`));

  await admin.reload();
  const row = admin.getByRole("row").filter({ hasText: inviteeEmail });
  await expect(row).toBeVisible();
  await expect(row.getByLabel("Role")).toHaveValue("5");

  await adminContext.close();
  await inviteeContext.close();
});
