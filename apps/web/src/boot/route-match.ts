const PROJECT_ISSUES = /^\/([^/]+)\/projects\/([^/]+)\/issues\/?$/;
const WORKSPACE_PAGE = /^\/([^/]+)(\/|$)/;
/** First path segments that are app pages, not workspace slugs (app/router.tsx). */
const APP_PAGES = new Set([
  "sign-up",
  "accounts",
  "onboarding",
  "invitations",
  "workspace-invitations",
  "create-workspace",
  "god-mode",
  "mail",
]);

/**
 * The workspace a path opens, and the project when it is a project's issues (the screen whose data boot
 * asks for ahead); null on the app's own pages (sign-in, onboarding…).
 */
export function matchBootRoute(pathname: string): { slug: string; projectId: string | null } | null {
  const workspace = WORKSPACE_PAGE.exec(pathname);
  if (!workspace || APP_PAGES.has(workspace[1])) return null;
  const issues = PROJECT_ISSUES.exec(pathname);
  return { slug: decodeURIComponent(workspace[1]), projectId: issues ? decodeURIComponent(issues[2]) : null };
}
