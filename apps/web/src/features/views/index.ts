/** Light entry for the app shell (sidebar); the screens are in ./pages and load on demand. */
export { type FavoriteView, useFavoriteViews } from "./api/use-favorite-views";
export { viewUrl } from "./api/view-keys";
