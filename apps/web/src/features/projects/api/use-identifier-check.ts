import type { ProjectIdentifierCheck } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** Spec §5: identifier availability is checked on the server; `identifier` should already be debounced. */
export function useIdentifierCheck(slug: string, identifier: string) {
  return useQuery({
    queryKey: ["workspaces", slug, "project-identifiers", identifier],
    queryFn: ({ signal }) =>
      api.get<ProjectIdentifierCheck>(
        `/api/workspaces/${encodeURIComponent(slug)}/project-identifiers/`,
        { name: identifier },
        signal,
      ),
    enabled: identifier.length > 0,
    staleTime: 0,
    gcTime: 10_000,
  });
}
