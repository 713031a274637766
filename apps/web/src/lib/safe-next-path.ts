const PUBLIC_PATHS = ["/", "/sign-up"];
/** Under /accounts/ but for a signed-in user: a visitor goes to sign-in and comes back. */
const SIGNED_IN_ACCOUNT_PATHS = ["/accounts/set-password", "/accounts/verify-email"];
/**
 * Pages for visitors and signed-in users alike: a mailed invitation shows itself to anyone with the link,
 * then sends a visitor to sign in or up and back here (so, unlike the auth screens, a fine next_path);
 * a notification mail's unsubscribe link works with the link's token alone.
 */
const OPEN_PATHS = ["/workspace-invitations", "/mail/unsubscribe"];

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The sign-in, sign-up and password screens: never a next_path, or signing in would loop. */
function isAuthScreen(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname) || (pathname.startsWith("/accounts/") && !SIGNED_IN_ACCOUNT_PATHS.includes(pathname));
}

/** Pages a signed-out visitor may see; a 401 there is expected and must not redirect. */
export function isPublicAuthPath(pathname: string): boolean {
  return isAuthScreen(pathname) || OPEN_PATHS.includes(withoutTrailingSlash(pathname));
}

/**
 * Returns next_path only when it is a same-origin path ("/x", never "//host" or "/\host"), so a crafted
 * sign-in link can't bounce the user to another site. Auth screens are refused to avoid loops.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (isAuthScreen(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function signInPathFor(pathname: string, search: string): string {
  return `/?next_path=${encodeURIComponent(`${pathname}${search}`)}`;
}
