import { type Favorite, favoriteEndpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { favoriteKeys } from "./favorite-keys";

/** Every favorite of the caller, folders' contents too, in sequence order (the sidebar nests them). */
export function useFavorites(slug: string) {
  return useQuery<Favorite[]>({
    queryKey: favoriteKeys.list(slug),
    queryFn: ({ signal }) => call(favoriteEndpoints.list, { params: { slug }, query: { all: "true" }, signal }),
    staleTime: 60_000,
  });
}
