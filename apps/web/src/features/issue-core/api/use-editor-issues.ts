import { type IssueSearchHit, searchEndpoints } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { EditorIssues } from "../../../components/editor";
import { call } from "../../../lib/api";
import { useProject } from "../../project-settings";
import { IssueEmbedChip } from "../components/issue-embed-chip";
import { issueKeys } from "./issue-keys";

/**
 * An editor's `#` / key picker over the project's issues, and the chip that shows an embedded one. The picker
 * asks `search-issues/` for what was typed (as the other issue pickers do, use-issue-search.ts): a project's
 * whole issue list is never downloaded for it. Answers are cached under the pickers' own query key.
 */
export function useEditorIssues(slug: string, projectId: string): EditorIssues {
  const queryClient = useQueryClient();
  const project = useProject(slug, projectId);
  const identifier = project.data?.identifier ?? null;
  return useMemo(
    () => ({
      keyPrefix: identifier,
      search: async (text: string, signal?: AbortSignal) => {
        const search = text.trim();
        const query = search ? { search } : {};
        const hits = await queryClient.fetchQuery({
          queryKey: [...issueKeys.all(slug, projectId), "search", query] as const,
          queryFn: (): Promise<IssueSearchHit[]> => call(searchEndpoints.issues, { params: { slug, projectId }, query, signal }),
          staleTime: 10_000,
        });
        return hits.map((h) => ({
          id: h.id,
          projectId: h.project_id,
          key: `${h.project_identifier}-${h.sequence_id}`,
          name: h.name,
        }));
      },
      Chip: IssueEmbedChip,
    }),
    [queryClient, slug, projectId, identifier],
  );
}
