import { describe, expect, it } from "vitest";
import { deriveSlug, sanitizeSlug, slugProblem } from "./workspace-slug";

describe("workspace slugs", () => {
  it("derives a URL from a name", () => {
    expect(deriveSlug("  Acme Inc. ")).toBe("acme-inc");
    expect(deriveSlug("Ünïcode & Co_2")).toBe("ncode--co_2");
    expect(deriveSlug("x".repeat(60))).toHaveLength(48);
  });

  it("keeps only allowed characters when typed by hand", () => {
    expect(sanitizeSlug("My Team/Alpha")).toBe("my-teamalpha");
  });

  it("rejects empty and reserved slugs", () => {
    expect(slugProblem("")).toMatch(/required/);
    expect(slugProblem("onboarding")).toMatch(/reserved/);
    expect(slugProblem("acme")).toBeNull();
  });
});
