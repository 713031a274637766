/**
 * The cycles feature's public API: what other server features use. Import from "../cycles", never from its
 * files. Modules show progress built the way a cycle's is (issue-stats); issues put an issue into or out of
 * a cycle when it is created or updated with a cycle.
 */
export { addCycleIssues, removeIssuesFromCycles } from "./cycle-issues.service";
export { favoriteCycle } from "./cycles.service";
export { progressFields, progressOf, progressSubquery } from "./issue-stats";
