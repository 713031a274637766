import type { Cycle, Estimate, Module, Project, WorkspaceMember } from "@hangar/contracts";
import { describe, expect, it } from "vitest";
import { ADA } from "../../../test/builders";
import { groupMeta, knownGroupKeys } from "../../issue-layouts/lib/group-meta";
import { makeProject } from "../../project-settings/test-fixtures";
import { issueKey } from "../lib/issue-key";
import { makeState } from "../test-fixtures";
import { workspaceLookups } from "./use-issue-lookups";

const me = ADA;
const member = (id: string, first: string, isBot = false): WorkspaceMember => ({
  id: `m-${id}`,
  role: 15,
  created_at: "2025-01-01T00:00:00Z",
  member: {
    id,
    first_name: first,
    last_name: "",
    display_name: first.toLowerCase(),
    email: `${first.toLowerCase()}@example.com`,
    avatar: null,
    avatar_url: null,
    is_bot: isBot,
    joining_date: "2025-01-01T00:00:00Z",
  },
});
const inProject = <T extends object>(row: T, projectId: string) => ({ ...row, project_id: projectId });

describe("workspace lookups", () => {
  it("merges every project's lists: states per project in group order, people once, projects by name", () => {
    const web = makeProject({ id: "p1", name: "Website", identifier: "WEB" });
    const api = makeProject({ id: "p2", name: "API", identifier: "API" });
    const gone = makeProject({ id: "p3", name: "Old", identifier: "OLD", archived_at: "2025-02-01T00:00:00Z" });
    const lookups = workspaceLookups(
      {
        me: me as never,
        members: [member("u1", "Ada"), member("u2", "Grace"), member("u3", "Bot", true)],
        projects: [web, api, gone] as Project[],
        states: [
          inProject(makeState("s-api-done", "Done", "completed"), "p2"),
          inProject(makeState("s-web-done", "Done", "completed"), "p1"),
          inProject(makeState("s-web-todo", "Todo", "unstarted"), "p1"),
          inProject(makeState("s-api-backlog", "Backlog", "backlog"), "p2"),
        ],
        labels: [],
        cycles: [{ id: "c1", name: "Sprint 1" } as Cycle],
        modules: [{ id: "mod1", name: "Auth" } as Module],
        estimates: [
          { id: "e1", points: [{ id: "pt1", value: "3" }] } as unknown as Estimate,
          { id: "e2", points: [{ id: "pt2", value: "L" }] } as unknown as Estimate,
        ],
      },
      "2025-03-01",
    );

    expect(lookups.projectId).toBe("");
    expect(lookups.states.map((s) => s.id)).toEqual(["s-web-todo", "s-web-done", "s-api-backlog", "s-api-done"]);
    expect(lookups.statesById.get("s-api-done")?.name).toBe("Done");
    expect(lookups.people.map((p) => p.name)).toEqual(["Ada Lovelace", "Grace"]);
    expect(lookups.cyclesById.get("c1")?.name).toBe("Sprint 1");
    expect(lookups.modulesById.get("mod1")?.name).toBe("Auth");
    expect([...lookups.estimatePoints]).toEqual([
      ["pt1", "3"],
      ["pt2", "L"],
    ]);
    expect(lookups.projects).toEqual([
      { id: "p1", name: "Website", identifier: "WEB" },
      { id: "p2", name: "API", identifier: "API" },
    ]);
    // Grouping by project names each project rather than "Other project".
    expect(knownGroupKeys("project_id", lookups)).toEqual(["p1", "p2"]);
    expect(groupMeta("project_id", "p2", lookups).name).toBe("API");
  });

  it("keys issues #N when the list names no project identifier", () => {
    expect(issueKey("", { id: "i1", sequence_id: 12 })).toBe("#12");
    expect(issueKey("WEB", { id: "i1", sequence_id: 12 })).toBe("WEB-12");
  });
});
