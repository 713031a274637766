/** Light entry for the app shell (sidebar); the screens are in ./pages and load on demand. */
export { viewUrl } from "./api/view-keys";
