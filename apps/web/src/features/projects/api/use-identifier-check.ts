import { projectEndpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { projectsKeys } from "./project-keys";

/** Spec §5: identifier availability is checked on the server; `identifier` should already be debounced. */
export function useIdentifierCheck(slug: string, identifier: string) {
  return useQuery({
    queryKey: projectsKeys.identifierCheck(slug, identifier),
    queryFn: ({ signal }) => call(projectEndpoints.checkIdentifier, { params: { slug }, query: { name: identifier }, signal }),
    enabled: identifier.length > 0,
    staleTime: 0,
    gcTime: 10_000,
  });
}
