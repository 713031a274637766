import { cycleEndpoints } from "./cycles";
import { favoriteEndpoints } from "./favorites";
import { homeEndpoints } from "./home";
import { issueExtraEndpoints } from "./issue-extras";
import { issueEndpoints } from "./issues";
import { liveEndpoints } from "./live";
import { moduleEndpoints } from "./modules";
import { notificationMailEndpoints } from "./notification-mail";
import { notificationEndpoints } from "./notifications";
import { pageEndpoints } from "./pages";
import { projectEndpoints } from "./projects";
import { searchEndpoints } from "./search";
import { stickyEndpoints } from "./stickies";
import { viewEndpoints } from "./views";
import { workspaceEndpoints } from "./workspaces";

export {
  cycleEndpoints,
  favoriteEndpoints,
  homeEndpoints,
  issueEndpoints,
  issueExtraEndpoints,
  liveEndpoints,
  moduleEndpoints,
  notificationEndpoints,
  notificationMailEndpoints,
  pageEndpoints,
  projectEndpoints,
  searchEndpoints,
  stickyEndpoints,
  viewEndpoints,
  workspaceEndpoints,
};

/** Every endpoint of the API, per feature: the server registers each, and a test checks none is left out. */
export const endpointTable = {
  cycles: cycleEndpoints,
  home: homeEndpoints,
  favorites: favoriteEndpoints,
  issues: issueEndpoints,
  issueExtras: issueExtraEndpoints,
  live: liveEndpoints,
  modules: moduleEndpoints,
  notifications: notificationEndpoints,
  notificationMail: notificationMailEndpoints,
  pages: pageEndpoints,
  projects: projectEndpoints,
  search: searchEndpoints,
  stickies: stickyEndpoints,
  views: viewEndpoints,
  workspaces: workspaceEndpoints,
};
