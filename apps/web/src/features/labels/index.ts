/** Light entry: the project's labels. The settings screen is in ./pages. */
export { labelsQuery, useLabels } from "./api/use-labels";
