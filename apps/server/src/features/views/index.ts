/**
 * The views feature's public API: what other server features use. Import from "../views", never from its
 * files. The favorites sidebar stars a view the way the views' own favorite call does.
 */
export { favoriteView, projectViewContext, workspaceViewContext } from "./views.service";
