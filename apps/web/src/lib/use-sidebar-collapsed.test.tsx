import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SIDEBAR_KEYS, useSidebarCollapsed } from "./use-sidebar-collapsed";

describe("useSidebarCollapsed", () => {
  it("starts from the fallback, remembers the choice in localStorage, and keeps every reader in step", () => {
    const first = renderHook(() => useSidebarCollapsed("cycle"));
    const second = renderHook(() => useSidebarCollapsed("cycle"));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(localStorage.getItem(SIDEBAR_KEYS.cycle)).toBe("true");
    expect(first.result.current[0]).toBe(true);
    expect(second.result.current[0]).toBe(true);

    const later = renderHook(() => useSidebarCollapsed("cycle"));
    expect(later.result.current[0]).toBe(true);
    act(() => later.result.current[2](false));
    expect(first.result.current[0]).toBe(false);
  });

  it("uses the fallback until the user chooses, and keeps each sidebar apart", () => {
    const module = renderHook(() => useSidebarCollapsed("module", true));
    const main = renderHook(() => useSidebarCollapsed("main"));
    expect(module.result.current[0]).toBe(true);
    act(() => module.result.current[1]());
    expect(module.result.current[0]).toBe(false);
    expect(main.result.current[0]).toBe(false);
    expect(localStorage.getItem(SIDEBAR_KEYS.main)).toBeNull();
  });

  it("follows a change made in another tab", () => {
    const { result } = renderHook(() => useSidebarCollapsed("issueDetail"));
    act(() => {
      localStorage.setItem(SIDEBAR_KEYS.issueDetail, "true");
      window.dispatchEvent(new StorageEvent("storage", { key: SIDEBAR_KEYS.issueDetail }));
    });
    expect(result.current[0]).toBe(true);
  });
});
