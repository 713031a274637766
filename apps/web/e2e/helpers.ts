import { expect, type Page } from "@playwright/test";

export const PASSWORD = "plum-Vivid-Kettle";
let n = 0;
export const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}-${++n}@example.com`;

/** Signs a new user up through the sign-in screen's email → password steps; lands on onboarding. */
export async function signUpThroughUi(page: Page, email: string) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding/);
}

export async function completeProfile(page: Page, first: string, last: string) {
  await page.getByLabel("First name").fill(first);
  await page.getByLabel("Last name").fill(last);
  await page.getByRole("button", { name: "Continue" }).click();
}
