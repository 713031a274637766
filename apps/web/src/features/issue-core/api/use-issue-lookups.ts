import {
  compareStates,
  cycleEndpoints,
  type EndpointResponse,
  type Estimate,
  type Label,
  moduleEndpoints,
  type Project,
  projectEndpoints,
  type State,
  type User,
  type WorkspaceMember,
} from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { call } from "../../../lib/api";
import { personName } from "../../../lib/person-name";
import { queryKeys, type WorkspaceListResource } from "../../../lib/query-keys";
import { useCurrentUser } from "../../auth";
import { useLabels } from "../../labels";
import { useProjectMembers, useWorkspaceMembers } from "../../project-members";
import { useProject } from "../../project-settings";
import { useProjectList as useWorkspaceProjects } from "../../projects";
import { useStates } from "../../states";
import { todayIso } from "../lib/issue-key";
import type { IssueLookups, NamedRef, PersonRef } from "../lib/lookups";
import { type ProjectListResource, projectListQuery } from "./project-list-query";

/**
 * Names for cycles, modules and estimate points. A project with the feature turned off answers with an
 * error; the list is then empty and groups fall back to "Unknown…".
 */
export function useProjectList<R extends ProjectListResource>(slug: string, projectId: string, resource: R) {
  return useQuery({ ...projectListQuery(slug, projectId, resource), enabled: Boolean(slug && projectId) });
}

const named = (rows: { id: string; name: string }[] | undefined): NamedRef[] =>
  (rows ?? []).map(({ id, name }) => ({ id, name }));

/**
 * The names of a project's cycles or modules. A cycle's counts change with every issue moved in it, and
 * the list is refetched for them; selected down to names (which the query keeps as the same array while
 * they are equal), a refetch that renamed nothing leaves the lookups, and every row that reads them, as
 * they were.
 */
function useProjectNames(slug: string, projectId: string, resource: "cycles" | "modules") {
  return useQuery({ ...projectListQuery(slug, projectId, resource), enabled: Boolean(slug && projectId), select: named });
}

/** Spec §4: each project's active estimate is the one marked last_used; only its points can be picked. */
export function activeEstimatePointsOf(estimates: readonly Estimate[] | undefined) {
  const byProject = new Map<string, { id: string; value: string }[]>();
  for (const estimate of estimates ?? []) {
    if (!estimate.last_used || !estimate.points?.length) continue;
    const points = [...estimate.points].sort((a, b) => a.key - b.key);
    byProject.set(
      estimate.project,
      points.map(({ id, value }) => ({ id, value })),
    );
  }
  return byProject;
}

type Person = { id: string; email: string; avatar?: string | null; avatar_url?: string | null } & Parameters<
  typeof personName
>[0];

type LookupParts = {
  me?: Person;
  members?: { member: Person & { is_bot: boolean } }[];
  /** Already in display order. */
  states: State[];
  labels: Label[];
  cycles?: { id: string; name: string }[];
  modules?: { id: string; name: string }[];
  estimates?: Estimate[];
  today: string;
};

/** The lookups over a scope's lists: the caller and the members who are not bots are its people, once each. */
function lookupsOf(scope: Pick<IssueLookups, "projectId" | "projectName" | "identifier">, parts: LookupParts): IssueLookups {
  const people: PersonRef[] = [];
  const seen = new Set<string>();
  const add = (p: Person) => {
    if (seen.has(p.id)) return;
    seen.add(p.id);
    people.push({ id: p.id, name: personName(p), avatar: p.avatar_url ?? p.avatar ?? null });
  };
  if (parts.me) add(parts.me);
  for (const row of parts.members ?? []) if (!row.member.is_bot) add(row.member);
  const { states, labels } = parts;
  const cycles = named(parts.cycles);
  const modules = named(parts.modules);
  const points = new Map<string, string>();
  for (const estimate of parts.estimates ?? []) for (const point of estimate.points ?? []) points.set(point.id, point.value);
  return {
    ...scope,
    states,
    statesById: new Map(states.map((s) => [s.id, s])),
    labels,
    labelsById: new Map(labels.map((l) => [l.id, l])),
    people,
    peopleById: new Map(people.map((p) => [p.id, p])),
    cycles,
    cyclesById: new Map(cycles.map((c) => [c.id, c])),
    modules,
    modulesById: new Map(modules.map((m) => [m.id, m])),
    estimatePoints: points,
    activeEstimatePoints: activeEstimatePointsOf(parts.estimates),
    today: parts.today,
  };
}

/** Everything a row, card or group header needs to name ids, from the project's cached lists. */
export function useIssueLookups(slug: string, projectId: string) {
  const project = useProject(slug, projectId);
  const states = useStates(slug, projectId);
  const labels = useLabels(slug, projectId);
  const members = useProjectMembers(slug, projectId);
  const me = useCurrentUser();
  const cycles = useProjectNames(slug, projectId, "cycles");
  const modules = useProjectNames(slug, projectId, "modules");
  const estimates = useProjectList(slug, projectId, "estimates");

  const lookups = useMemo<IssueLookups>(() => {
    const scope = { projectId, projectName: project.data?.name ?? "", identifier: project.data?.identifier ?? "" };
    return lookupsOf(scope, {
      me: me.data,
      members: members.data,
      states: [...(states.data ?? [])].sort(compareStates),
      labels: [...(labels.data ?? [])].sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name)),
      cycles: cycles.data,
      modules: modules.data,
      estimates: estimates.data,
      today: todayIso(),
    });
  }, [projectId, project.data, states.data, labels.data, members.data, me.data, cycles.data, modules.data, estimates.data]);

  return { lookups, project, states, labels, members, me, isPending: states.isPending };
}

/** The workspace-wide lists of spec §7 (states/, labels/, cycles/, modules/, estimates/), over the caller's projects. */
const WORKSPACE_LISTS = {
  states: projectEndpoints.listWorkspaceStates,
  labels: projectEndpoints.listWorkspaceLabels,
  cycles: cycleEndpoints.listWorkspace,
  modules: moduleEndpoints.listWorkspace,
  estimates: projectEndpoints.listWorkspaceEstimates,
} satisfies Record<WorkspaceListResource, unknown>;

function workspaceListQuery<R extends WorkspaceListResource>(slug: string, resource: R) {
  return {
    queryKey: queryKeys.workspaceList(slug, resource),
    enabled: Boolean(slug),
    staleTime: 60_000,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(WORKSPACE_LISTS[resource] as (typeof WORKSPACE_LISTS)[WorkspaceListResource], {
        params: { slug },
        signal,
      }) as Promise<EndpointResponse<(typeof WORKSPACE_LISTS)[R]>>,
  };
}

function useWorkspaceList<R extends WorkspaceListResource>(slug: string, resource: R) {
  return useQuery(workspaceListQuery(slug, resource));
}

/** Cycles' or modules' names across the workspace, the same array while no name changed (see useProjectNames). */
function useWorkspaceNames(slug: string, resource: "cycles" | "modules") {
  return useQuery({ ...workspaceListQuery(slug, resource), select: named });
}

type WorkspaceLists = {
  me?: User;
  members?: WorkspaceMember[];
  states?: State[];
  labels?: Label[];
  cycles?: NamedRef[];
  modules?: NamedRef[];
  estimates?: Estimate[];
  projects?: Project[];
};

/**
 * Lookups for a list across the caller's projects: every project's states, labels, cycles, modules and
 * estimate points at once, the workspace's members (and the caller) as people, and the projects by name.
 */
export function workspaceLookups(lists: WorkspaceLists, today = todayIso()): IssueLookups {
  const projects = (lists.projects ?? [])
    .filter((p) => p.is_member && !p.archived_at)
    .map((p) => ({ id: p.id, name: p.name, identifier: p.identifier }));
  const projectRank = new Map(projects.map((p, i) => [p.id, i]));
  const rank = (projectId: string | undefined) => projectRank.get(projectId ?? "") ?? projects.length;
  // Each project's states in the spec's order, the projects in the sidebar's order.
  const states = [...(lists.states ?? [])].sort((a, b) => rank(a.project_id) - rank(b.project_id) || compareStates(a, b));
  const labels = [...(lists.labels ?? [])].sort(
    (a, b) => a.name.localeCompare(b.name) || rank(a.project_id) - rank(b.project_id) || a.sort_order - b.sort_order,
  );
  const { me, members, cycles, modules, estimates } = lists;
  const scope = { projectId: "", projectName: "", identifier: "" };
  return { ...lookupsOf(scope, { me, members, states, labels, cycles, modules, estimates, today }), projects };
}

/** Everything a workspace-wide list (workspace views, profile lists) needs to name ids. */
export function useWorkspaceIssueLookups(slug: string) {
  const me = useCurrentUser();
  const members = useWorkspaceMembers(slug);
  const projects = useWorkspaceProjects(slug);
  const states = useWorkspaceList(slug, "states");
  const labels = useWorkspaceList(slug, "labels");
  const cycles = useWorkspaceNames(slug, "cycles");
  const modules = useWorkspaceNames(slug, "modules");
  const estimates = useWorkspaceList(slug, "estimates");
  const lookups = useMemo(
    () =>
      workspaceLookups({
        me: me.data,
        members: members.data,
        states: states.data,
        labels: labels.data,
        cycles: cycles.data,
        modules: modules.data,
        estimates: estimates.data,
        projects: projects.data,
      }),
    [me.data, members.data, states.data, labels.data, cycles.data, modules.data, estimates.data, projects.data],
  );
  return { lookups, me, states, projects };
}
