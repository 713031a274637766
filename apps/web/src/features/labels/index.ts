export { labelsQuery, useLabels } from "./api/use-labels";
export { LabelsSettings } from "./components/labels-settings";
