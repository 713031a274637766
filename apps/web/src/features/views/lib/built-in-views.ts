import type { WorkspaceBuiltInView } from "@hangar/contracts";

/** The four lists every workspace has (spec §2), before its saved views. */
export const BUILT_IN_VIEWS: readonly { key: WorkspaceBuiltInView; name: string; description: string }[] = [
  { key: "all-issues", name: "All issues", description: "Every issue of the projects you're in" },
  { key: "assigned", name: "Assigned", description: "Issues assigned to you" },
  { key: "created", name: "Created", description: "Issues you created" },
  { key: "subscribed", name: "Subscribed", description: "Issues you follow" },
];

export const builtInView = (key: string | undefined) => BUILT_IN_VIEWS.find((v) => v.key === key);
