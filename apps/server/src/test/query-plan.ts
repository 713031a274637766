/** A node of `EXPLAIN (FORMAT JSON)` output, with the fields the plan tests read. */
export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
};

/** Every node of a plan, the root first. */
export function* planNodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* planNodes(child);
}
