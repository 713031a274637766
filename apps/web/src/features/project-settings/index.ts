/** Light entry for the app shell (prefetch, feature gates); the settings screens are in ./pages and load on demand. */
export { projectQuery, useProject } from "./api/use-project";
