import { afterEach, describe, expect, it } from "vitest";
import { chipIconClass, priorityChipIcon } from "./chip-icons";

const rules = () => {
  const style = document.querySelector<HTMLStyleElement>("style[data-chip-icons]");
  return Array.from(style?.sheet?.cssRules ?? []).map((rule) => decodeURIComponent(rule.cssText));
};

describe("chip icons", () => {
  afterEach(() => {
    document.documentElement.className = "";
    document.documentElement.style.cssText = "";
  });

  it("draws each icon once per tone, in the theme's color", () => {
    document.documentElement.style.setProperty("--fg-muted", "#5b6370");
    document.documentElement.style.setProperty("--danger", "#dc2626");
    expect(chipIconClass("calendar-days")).toBe("chip-icon-calendar-days");
    expect(chipIconClass("calendar-days")).toBe("chip-icon-calendar-days");
    expect(chipIconClass("calendar-days", "danger")).toBe("chip-icon-calendar-days-danger");
    const drawn = rules();
    expect(drawn).toHaveLength(2);
    expect(drawn[0]).toContain(".chip-icon-calendar-days::before");
    expect(drawn[0]).toContain('stroke="#5b6370"');
    expect(drawn[1]).toContain('stroke="#dc2626"');
  });

  it("draws them again in the new colors when the theme changes", async () => {
    chipIconClass("clock");
    document.documentElement.style.setProperty("--fg-muted", "#a1a6ae");
    document.documentElement.classList.add("dark");
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    const clock = rules().find((rule) => rule.startsWith(".chip-icon-clock::before"));
    expect(clock).toContain('stroke="#a1a6ae"');
    expect(rules().filter((rule) => rule.startsWith(".chip-icon-clock::before"))).toHaveLength(1);
  });

  it("gives each priority the color its icon has elsewhere", () => {
    expect(priorityChipIcon("urgent")).toEqual({ icon: "triangle-alert", tone: "danger" });
    expect(priorityChipIcon("low")).toEqual({ icon: "signal-low", tone: "accent" });
  });
});
