import { describe, expect, it } from "vitest";
import { sanitizeIdentifier, suggestIdentifier } from "./identifier";

describe("suggestIdentifier", () => {
  it.each([
    ["Website", "WEB"],
    ["Mobile App Redesign", "MAR"],
    ["hangar web", "HW"],
    ["Q3 roadmap 2025", "QR2"],
    ["Café Ops", "CO"],
    ["  ", ""],
    ["🚀 Launch", "LAU"],
    ["a b c d e f g h i j k l m n", "ABCDEFGHIJKL"],
  ])("%s → %s", (name, expected) => {
    expect(suggestIdentifier(name)).toBe(expected);
  });
});

describe("sanitizeIdentifier", () => {
  it("keeps uppercase letters and digits, at most 12", () => {
    expect(sanitizeIdentifier("web-app 2")).toBe("WEBAPP2");
    expect(sanitizeIdentifier("abcdefghijklmnop")).toBe("ABCDEFGHIJKL");
  });
});
