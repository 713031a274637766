type PlatformSource = Pick<Navigator, "platform" | "userAgent"> & { userAgentData?: { platform?: string } };

/**
 * Whether shortcuts use ⌘ (Apple systems) rather than Ctrl. userAgentData is the current source where the
 * browser has it; navigator.platform, then the user agent, elsewhere (Firefox, Safari).
 */
export function isApplePlatform(source: PlatformSource | undefined = globalThis.navigator): boolean {
  if (!source) return false;
  const platform = source.userAgentData?.platform || source.platform || source.userAgent || "";
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The modifier every shortcut hint names: "⌘" on a Mac, "Ctrl" elsewhere. */
export function modKey(source?: PlatformSource): "⌘" | "Ctrl" {
  return isApplePlatform(source) ? "⌘" : "Ctrl";
}

/** A hint for modifier + key: "⌘." on a Mac, "Ctrl+." elsewhere. */
export function modShortcut(key: string, source?: PlatformSource): string {
  const mod = modKey(source);
  return mod === "⌘" ? `${mod}${key}` : `${mod}+${key}`;
}
