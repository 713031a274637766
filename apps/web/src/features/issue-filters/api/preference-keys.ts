import type { IssueScope } from "../../issue-core/boot";

export const preferenceKeys = {
  /** A workspace-wide scope sits under the empty project id, beside the project scopes. */
  scope: (scope: Pick<IssueScope, "slug" | "projectId" | "id" | "preferencesId">) =>
    ["workspaces", scope.slug, "projects", scope.projectId, "user-properties", scope.preferencesId ?? scope.id] as const,
};
