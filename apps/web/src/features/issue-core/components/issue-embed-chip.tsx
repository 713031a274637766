import { Link, useParams } from "react-router";
import type { IssueChipProps } from "../../../components/editor";
import { useProject } from "../../project-settings";
import { useStates } from "../../states";
import { useIssue } from "../api/use-issue";
import { issueKey } from "../lib/issue-key";

/**
 * An issue embedded in rich text: its key, current state and name, live from the issue store (a rename
 * or a state change shows at once). Until it loads, or when the reader cannot see it, the key and name
 * stored with the embed.
 */
export function IssueEmbedChip({ id, projectId, issueKey: storedKey, name }: IssueChipProps) {
  const { workspaceSlug: slug = "" } = useParams();
  const issue = useIssue(slug, projectId, id);
  const project = useProject(slug, projectId);
  const states = useStates(slug, projectId);
  const state = states.data?.find((s) => s.id === issue.data?.state_id);
  const key = issue.data ? issueKey(project.data?.identifier, issue.data) : storedKey;
  const label = issue.data?.name ?? name ?? "Issue";
  if (issue.isError) {
    return (
      <span data-testid="issue-embed" className="text-fg-muted">
        {[storedKey, name].filter(Boolean).join(" ") || "Issue"}
      </span>
    );
  }
  return (
    <Link
      to={`/${slug}/projects/${projectId}/issues/${encodeURIComponent(id)}`}
      data-testid="issue-embed"
      className="no-underline"
      title={state ? `${key} · ${state.name}` : (key ?? undefined)}
      contentEditable={false}
    >
      <span
        aria-hidden
        className="inline-block size-2.5 shrink-0 rounded-full"
        style={{ background: state?.color ?? "var(--fg-subtle)" }}
      />
      <span className="text-fg-muted">{key}</span>
      <span className="text-fg">{label}</span>
      {state && <span className="text-2xs text-fg-subtle">{state.name}</span>}
    </Link>
  );
}
