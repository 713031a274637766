import type { Issue } from "@hangar/contracts";
import type { Agent } from "./harness";

let issueCounter = 0;

/** Creates an issue through the API as this agent (a project Member or Admin). */
export async function createIssue(
  agent: Agent,
  slug: string,
  projectId: string,
  body: Record<string, unknown> = {},
): Promise<Issue> {
  const res = await agent.post(`/api/workspaces/${slug}/projects/${projectId}/issues/`, {
    name: `Issue ${++issueCounter}`,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`create issue failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const issueUrl = (slug: string, projectId: string, issueId: string) =>
  `/api/workspaces/${slug}/projects/${projectId}/issues/${issueId}/`;

/** Wraps `html` as the editor writes a mention of a user. */
export const mentionHtml = (userId: string, label = "someone") =>
  `<mention-component entity_identifier="${userId}" entity_name="user_mention" label="${label}"></mention-component>`;
