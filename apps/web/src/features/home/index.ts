/** The home dashboard's light entry: its query keys. The screen and its widgets are in ./pages. */
export { homeKeys } from "./api/home-keys";
