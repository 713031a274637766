import { type Cycle, compareStates, type Estimate, type Module } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api, rowsOf } from "../../../lib/api";
import { personName } from "../../../lib/person-name";
import { useCurrentUser } from "../../auth/api/use-current-user";
import { useLabels } from "../../labels/api/use-labels";
import { useProjectMembers } from "../../project-members/api/use-project-members";
import { useProject } from "../../project-settings/api/use-project";
import { useStates } from "../../states/api/use-states";
import { todayIso } from "../lib/issue-key";
import type { IssueLookups, NamedRef, PersonRef } from "../lib/lookups";
import { projectPath } from "./issue-keys";

/**
 * Names for cycles, modules and estimate points. A project with the feature turned off answers with an
 * error; the list is then empty and groups fall back to "Unknown…".
 */
function useProjectList<T>(slug: string, projectId: string, resource: "cycles" | "modules" | "estimates") {
  return useQuery({
    queryKey: ["workspaces", slug, "projects", projectId, resource],
    enabled: Boolean(slug && projectId),
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      rowsOf(await api.get<T[] | { results: T[] }>(`${projectPath(slug, projectId)}${resource}/`, undefined, signal)),
  });
}

const named = (rows: { id: string; name: string }[] | undefined): NamedRef[] =>
  (rows ?? []).map(({ id, name }) => ({ id, name }));

/** Everything a row, card or group header needs to name ids, from the project's cached lists. */
export function useIssueLookups(slug: string, projectId: string) {
  const project = useProject(slug, projectId);
  const states = useStates(slug, projectId);
  const labels = useLabels(slug, projectId);
  const members = useProjectMembers(slug, projectId);
  const me = useCurrentUser();
  const cycles = useProjectList<Cycle>(slug, projectId, "cycles");
  const modules = useProjectList<Module>(slug, projectId, "modules");
  const estimates = useProjectList<Estimate>(slug, projectId, "estimates");

  const lookups = useMemo<IssueLookups>(() => {
    const people: PersonRef[] = [];
    const seen = new Set<string>();
    const add = (
      p: { id: string; email: string; avatar?: string | null; avatar_url?: string | null } & Parameters<typeof personName>[0],
    ) => {
      if (seen.has(p.id)) return;
      seen.add(p.id);
      people.push({ id: p.id, name: personName(p), avatar: p.avatar_url ?? p.avatar ?? null });
    };
    if (me.data) add(me.data);
    for (const row of members.data ?? []) if (!row.member.is_bot) add(row.member);
    const sortedStates = [...(states.data ?? [])].sort(compareStates);
    const sortedLabels = [...(labels.data ?? [])].sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
    const cycleRefs = named(cycles.data);
    const moduleRefs = named(modules.data);
    const points = new Map<string, string>();
    for (const estimate of estimates.data ?? []) for (const point of estimate.points ?? []) points.set(point.id, point.value);
    return {
      projectId,
      projectName: project.data?.name ?? "",
      identifier: project.data?.identifier ?? "",
      states: sortedStates,
      statesById: new Map(sortedStates.map((s) => [s.id, s])),
      labels: sortedLabels,
      labelsById: new Map(sortedLabels.map((l) => [l.id, l])),
      people,
      peopleById: new Map(people.map((p) => [p.id, p])),
      cycles: cycleRefs,
      cyclesById: new Map(cycleRefs.map((c) => [c.id, c])),
      modules: moduleRefs,
      modulesById: new Map(moduleRefs.map((m) => [m.id, m])),
      estimatePoints: points,
      today: todayIso(),
    };
  }, [projectId, project.data, states.data, labels.data, members.data, me.data, cycles.data, modules.data, estimates.data]);

  return { lookups, project, states, labels, members, me, isPending: states.isPending };
}
