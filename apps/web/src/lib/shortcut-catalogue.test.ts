import { describe, expect, it } from "vitest";
import { keyLabel, modKey, modShortcut, SHORTCUTS } from "./shortcut-catalogue";

const nav = (platform: string, userAgentData?: { platform?: string }, userAgent = "") => ({
  platform,
  userAgent,
  userAgentData,
});

describe("modKey", () => {
  it("names ⌘ on Apple systems and Ctrl elsewhere, preferring userAgentData", () => {
    expect(modKey(nav("MacIntel"))).toBe("⌘");
    expect(modKey(nav("iPad"))).toBe("⌘");
    expect(modKey(nav("", { platform: "macOS" }))).toBe("⌘");
    expect(modKey(nav("MacIntel", { platform: "Windows" }))).toBe("Ctrl");
    expect(modKey(nav("Win32"))).toBe("Ctrl");
    expect(modKey(nav("Linux x86_64", { platform: "Linux" }))).toBe("Ctrl");
    expect(modKey(nav("", undefined, "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)"))).toBe("⌘");
  });

  it("writes a modifier + key hint the way each system does", () => {
    expect(modShortcut(".", nav("MacIntel"))).toBe("⌘.");
    expect(modShortcut(".", nav("Win32"))).toBe("Ctrl+.");
    expect(modShortcut("↵", nav("Linux x86_64"))).toBe("Ctrl+↵");
  });
});

describe("SHORTCUTS", () => {
  it("spells every key of every sequence, so each can be pressed and shown on a keycap", () => {
    for (const [id, sequences] of Object.entries(SHORTCUTS)) {
      for (const sequence of sequences) {
        for (const key of sequence.split(" ")) expect(key.trim(), `${id}: "${sequence}"`).not.toBe("");
      }
    }
    expect(SHORTCUTS.goSettings.map((s) => s.split(" ").map(keyLabel).join(" then "))).toEqual(["G then ,"]);
  });
});
