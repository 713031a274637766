import { describe, expect, it } from "vitest";
import { modKey, modShortcut } from "./shortcut-catalogue";

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
