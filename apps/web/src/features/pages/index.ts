/** Light entry for the shell (live events): the screens are in ./pages, loaded with their routes. */
export { pageKeys } from "./api/page-keys";
