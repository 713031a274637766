/**
 * The project issues screen's "Save view" action, on its own for the route that loads it on demand
 * (app/workspace/project-issues-route.tsx): ./pages would bring every views screen along with it.
 */
export { SaveProjectViewAction } from "./components/save-project-view-action";
