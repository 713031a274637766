import type { ShortcutId } from "./shortcut-catalogue";

export type ShortcutGroup = "General" | "Create" | "Go to" | "Issue" | "Inbox" | "Command palette";

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ["General", "Create", "Go to", "Issue", "Inbox", "Command palette"];

/** What each shortcut of the catalogue does and where the shortcuts modal lists it. */
export const SHORTCUT_HELP: Record<ShortcutId, { label: string; group: ShortcutGroup }> = {
  palette: { label: "Open the command palette", group: "General" },
  search: { label: "Search", group: "General" },
  shortcuts: { label: "Show keyboard shortcuts", group: "General" },
  toggleSidebar: { label: "Collapse or expand the sidebar", group: "General" },
  submit: { label: "Post a comment, create an issue", group: "General" },
  createIssue: { label: "New issue", group: "Create" },
  createProject: { label: "New project", group: "Create" },
  createSticky: { label: "New sticky", group: "Create" },
  goHome: { label: "Home", group: "Go to" },
  goInbox: { label: "Inbox", group: "Go to" },
  goProjects: { label: "Projects", group: "Go to" },
  goIssues: { label: "Issues (of the project, or all issues)", group: "Go to" },
  goCycles: { label: "Cycles", group: "Go to" },
  goModules: { label: "Modules", group: "Go to" },
  goViews: { label: "Views (of the project, or the workspace)", group: "Go to" },
  goPages: { label: "Pages", group: "Go to" },
  goDrafts: { label: "Drafts", group: "Go to" },
  goStickies: { label: "Stickies", group: "Go to" },
  goSettings: { label: "Account settings", group: "Go to" },
  issueState: { label: "Change state", group: "Issue" },
  issuePriority: { label: "Change priority", group: "Issue" },
  issueAssign: { label: "Assign", group: "Issue" },
  issueLabels: { label: "Add labels", group: "Issue" },
  issueCopyLink: { label: "Copy link", group: "Issue" },
  issueClosePeek: { label: "Close the peek", group: "Issue" },
  inboxNext: { label: "Next notification", group: "Inbox" },
  inboxPrevious: { label: "Previous notification", group: "Inbox" },
  inboxOpen: { label: "Open the issue", group: "Inbox" },
  inboxRead: { label: "Mark as read or unread", group: "Inbox" },
  inboxArchive: { label: "Archive or unarchive", group: "Inbox" },
  paletteMove: { label: "Move through the results", group: "Command palette" },
  paletteRun: { label: "Run or open", group: "Command palette" },
  paletteBack: { label: "Back a level (with an empty search)", group: "Command palette" },
  paletteClose: { label: "Back a level, then close", group: "Command palette" },
};
