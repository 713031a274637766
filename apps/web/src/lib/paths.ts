/**
 * The app's screen addresses, built in one place so features link to each other's screens the same way
 * (the routes themselves are declared in app/). API paths are not here: they come from the endpoint table.
 */
export const appPaths = {
  project: (slug: string, projectId: string) => `/${slug}/projects/${projectId}`,
  issues: (slug: string, projectId: string) => `${appPaths.project(slug, projectId)}/issues`,
  issue: (slug: string, projectId: string, issueId: string) => `${appPaths.issues(slug, projectId)}/${issueId}`,
  cycles: (slug: string, projectId: string) => `${appPaths.project(slug, projectId)}/cycles`,
  cycle: (slug: string, projectId: string, cycleId: string) => `${appPaths.cycles(slug, projectId)}/${cycleId}`,
  modules: (slug: string, projectId: string) => `${appPaths.project(slug, projectId)}/modules`,
  module: (slug: string, projectId: string, moduleId: string) => `${appPaths.modules(slug, projectId)}/${moduleId}`,
  /** A project's views, or the workspace's (projectId null). */
  views: (slug: string, projectId: string | null) =>
    projectId ? `${appPaths.project(slug, projectId)}/views` : `/${slug}/workspace-views`,
  view: (slug: string, projectId: string | null, viewId: string) => `${appPaths.views(slug, projectId)}/${viewId}`,
  pages: (slug: string, projectId: string) => `${appPaths.project(slug, projectId)}/pages`,
  page: (slug: string, projectId: string, pageId: string) => `${appPaths.pages(slug, projectId)}/${pageId}`,
  /** An issue by its key (WEB-12): it resolves wherever the issue lives, so shared links survive moves. */
  browse: (slug: string, key: string) => `/${slug}/browse/${key}`,
  settings: (slug: string, projectId: string, section?: string) =>
    `${appPaths.project(slug, projectId)}/settings${section ? `/${section}` : ""}`,
};

/** An app address as a full URL on this origin, for "copy link". */
export const absoluteUrl = (path: string) => `${window.location.origin}${path}`;
