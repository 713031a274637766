import { useMemo } from "react";
import type { EditorIssues } from "../../../components/editor";
import { useProject } from "../../project-settings";
import { IssueEmbedChip } from "../components/issue-embed-chip";
import { issueKey } from "../lib/issue-key";
import { useProjectIssues, useProjectIssuesQuery } from "./use-project-issues";

/** The project's issues for an editor's `#` / key picker, and the chip that shows an embedded one. */
export function useEditorIssues(slug: string, projectId: string, enabled = true): EditorIssues {
  useProjectIssuesQuery(slug, projectId, enabled);
  const issues = useProjectIssues(projectId);
  const project = useProject(slug, projectId);
  const identifier = project.data?.identifier;
  return useMemo(
    () => ({
      options: issues.map((i) => ({ id: i.id, projectId: i.project_id, key: issueKey(identifier, i), name: i.name })),
      Chip: IssueEmbedChip,
    }),
    [issues, identifier],
  );
}
