export { estimateKeys } from "./api/estimate-keys";
export { estimatesQuery, useEstimates } from "./api/use-estimates";
export { EstimatesSettings } from "./components/estimates-settings";
export { activeEstimateOf, archivedEstimatesOf, pointsInOrder } from "./lib/estimate-rules";
