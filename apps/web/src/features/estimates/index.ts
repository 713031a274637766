/** Light entry: the project's estimates and their rules. The settings screen is in ./pages. */
export { estimateKeys } from "./api/estimate-keys";
export { estimatesQuery, useEstimates } from "./api/use-estimates";
export { activeEstimateOf, archivedEstimatesOf, pointsInOrder } from "./lib/estimate-rules";
