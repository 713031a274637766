/** Light entry: the sidebar's drafts count. The pages load on demand from `./pages`. */
export { draftKeys } from "./api/draft-keys";
export { useDraftCount } from "./api/use-drafts";
