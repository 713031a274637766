/**
 * Every keyboard shortcut of the app in one place: the dispatcher (use-shortcut.ts) answers to these keys,
 * tooltips name them, and the shortcuts modal lists them with what each does (shortcut-labels.ts, which
 * loads with the help screens rather than with the app). A key is a lower-case `KeyboardEvent.key` ("g",
 * "?", "escape", "arrowdown"), with "mod+" for Cmd on a Mac and Ctrl elsewhere; each entry of a shortcut
 * is one way to press it: a key, or keys one after another separated by spaces ("g i": "g" then "i").
 * Shortcuts named issue… and inbox… belong to a screen (the issue open, the inbox list) and win there
 * over the app's own when both use a key (the issue's "p" over "new project").
 */
export const SHORTCUTS = {
  palette: ["mod+k"],
  search: ["/"],
  shortcuts: ["?"],
  toggleSidebar: ["["],
  submit: ["mod+enter"],
  createIssue: ["c"],
  createProject: ["p"],
  createSticky: ["n n"],
  goHome: ["g h"],
  goInbox: ["g n"],
  goProjects: ["g o"],
  goIssues: ["g i"],
  goCycles: ["g c"],
  goModules: ["g m"],
  goViews: ["g v"],
  goPages: ["g p"],
  goDrafts: ["g d"],
  goStickies: ["g s"],
  goSettings: ["g ,"],
  issueState: ["s"],
  issuePriority: ["p"],
  issueAssign: ["a"],
  issueLabels: ["l"],
  issueCopyLink: ["mod+."],
  issueClosePeek: ["escape"],
  inboxNext: ["j", "arrowdown"],
  inboxPrevious: ["k", "arrowup"],
  inboxOpen: ["enter"],
  inboxRead: ["r"],
  inboxArchive: ["e"],
  paletteMove: ["arrowup", "arrowdown"],
  paletteRun: ["enter"],
  paletteBack: ["backspace"],
  paletteClose: ["escape"],
} as const satisfies Record<string, readonly string[]>;

export type ShortcutId = keyof typeof SHORTCUTS;

/** Also answered while the focus is in a text field or editor. */
export const IN_INPUTS: ReadonlySet<ShortcutId> = new Set(["palette"]);

export const shortcutLayer = (id: ShortcutId): number => (id.startsWith("issue") || id.startsWith("inbox") ? 1 : 0);

const NAMED: Record<string, string> = { escape: "Esc", enter: "Enter", backspace: "Backspace", arrowdown: "↓", arrowup: "↑" };

/** One key as a keycap shows it: "⌘K" on a Mac, "Ctrl+K" elsewhere, "G", "Esc", "↓". */
export function keyLabel(key: string): string {
  if (key.startsWith("mod+")) {
    const rest = keyLabel(key.slice(4));
    return modKey() === "⌘" ? `⌘${rest}` : `Ctrl+${rest}`;
  }
  return NAMED[key] ?? key.toUpperCase();
}

/** A shortcut's first way as a tooltip names it: "G then I", "⌘K", "[". */
export function shortcutHint(id: ShortcutId): string {
  return SHORTCUTS[id][0].split(" ").map(keyLabel).join(" then ");
}

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
