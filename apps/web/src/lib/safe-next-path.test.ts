import { describe, expect, it } from "vitest";
import { isPublicAuthPath, safeNextPath } from "./safe-next-path";

describe("safeNextPath", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeNextPath("/acme/projects?tab=all")).toBe("/acme/projects?tab=all");
  });

  it.each([
    null,
    "",
    "acme",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/",
    "/sign-up",
  ])("refuses %s", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it("knows the public auth pages", () => {
    expect(isPublicAuthPath("/")).toBe(true);
    expect(isPublicAuthPath("/accounts/reset-password")).toBe(true);
    expect(isPublicAuthPath("/accounts/set-password")).toBe(false);
    expect(isPublicAuthPath("/accounts/verify-email")).toBe(false);
    expect(isPublicAuthPath("/onboarding")).toBe(false);
  });

  it("lets a visitor see a mailed invitation and come back to it after signing in", () => {
    expect(isPublicAuthPath("/workspace-invitations")).toBe(true);
    expect(isPublicAuthPath("/workspace-invitations/")).toBe(true);
    expect(safeNextPath("/workspace-invitations/?invitation_id=i1&slug=acme&token=t")).toBe(
      "/workspace-invitations/?invitation_id=i1&slug=acme&token=t",
    );
  });
});
