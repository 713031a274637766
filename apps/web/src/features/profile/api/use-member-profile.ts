import { workspaceEndpoints as endpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";

export const profileKeys = {
  all: (slug: string, userId: string) => ["workspaces", slug, "profiles", userId] as const,
  profile: (slug: string, userId: string) => [...profileKeys.all(slug, userId), "profile"] as const,
  stats: (slug: string, userId: string) => [...profileKeys.all(slug, userId), "stats"] as const,
};

/** A member's name, role and the projects the caller shares with them (spec §7 user-profile/). */
export function useMemberProfile(slug: string, userId: string) {
  return useQuery({
    queryKey: profileKeys.profile(slug, userId),
    enabled: Boolean(slug && userId),
    queryFn: ({ signal }) => call(endpoints.userProfile, { params: { slug, userId }, signal }),
  });
}

/** A member's issue counts and distributions over the caller's projects (spec §7 user-stats/). */
export function useMemberStats(slug: string, userId: string) {
  return useQuery({
    queryKey: profileKeys.stats(slug, userId),
    enabled: Boolean(slug && userId),
    staleTime: 30_000,
    queryFn: ({ signal }) => call(endpoints.userStats, { params: { slug, userId }, signal }),
  });
}
