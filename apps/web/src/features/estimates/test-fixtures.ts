import type { Estimate, EstimateType } from "@hangar/contracts";

export const ESTIMATES_PATH = "/api/workspaces/acme/projects/p1/estimates/";

export function makeEstimate(
  id: string,
  name: string,
  values: string[],
  {
    type = "points",
    lastUsed = true,
    createdAt = "2025-01-01T00:00:00Z",
  }: { type?: EstimateType; lastUsed?: boolean; createdAt?: string } = {},
): Estimate {
  return {
    id,
    name,
    description: "",
    type,
    workspace: "w1",
    project: "p1",
    last_used: lastUsed,
    created_at: createdAt,
    updated_at: createdAt,
    created_by: "u1",
    updated_by: "u1",
    points: values.map((value, i) => ({
      id: `${id}-p${i + 1}`,
      key: i + 1,
      value,
      description: "",
      workspace: "w1",
      project: "p1",
      estimate: id,
      created_at: createdAt,
      updated_at: createdAt,
    })),
  };
}
