import { describe, expect, it } from "vitest";
import { routeVisit } from "./route-visit";

const A = "0d6f3e1c-6b1c-4a53-9b8e-4f1f2a3b4c5d";
const B = "1e7a4f2d-7c2d-4b64-8c9f-5a2b3c4d5e6f";
const C = "2f8b5a3e-8d3e-4c75-9dab-6b3c4d5e6f7a";

describe("routeVisit", () => {
  it("names the most specific object the address shows", () => {
    expect(routeVisit({ projectId: A })).toEqual({ entity_name: "project", entity_identifier: A });
    expect(routeVisit({ projectId: A, issueId: B })).toEqual({ entity_name: "issue", entity_identifier: B });
    expect(routeVisit({ projectId: A, cycleId: B })).toEqual({ entity_name: "cycle", entity_identifier: B });
    expect(routeVisit({ projectId: A, moduleId: B })).toEqual({ entity_name: "module", entity_identifier: B });
    expect(routeVisit({ projectId: A, viewId: B })).toEqual({ entity_name: "view", entity_identifier: B });
    expect(routeVisit({ globalViewId: B })).toEqual({ entity_name: "view", entity_identifier: B });
    expect(routeVisit({ projectId: A, pageId: B })).toEqual({ entity_name: "page", entity_identifier: B });
  });

  it("counts an issue open in a peek over a list as the issue", () => {
    expect(routeVisit({ projectId: A, cycleId: B, peekId: C })).toEqual({ entity_name: "issue", entity_identifier: C });
  });

  it("counts addresses that name no stored object as nothing", () => {
    expect(routeVisit({})).toBeNull();
    expect(routeVisit({ globalViewId: "all-issues" })).toBeNull();
    expect(routeVisit({ projectId: A, issueId: "WEB-12" })).toBeNull();
  });

  it("lower-cases ids, as the server stores them", () => {
    expect(routeVisit({ projectId: A.toUpperCase() })?.entity_identifier).toBe(A);
  });
});
