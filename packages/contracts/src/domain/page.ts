/**
 * The page contract's values and rules without its zod schemas, so the browser can load them alone
 * (../page.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
import { ROLE } from "../constants";

/** Page access (spec §3): 0 public (every reader of the project), 1 private (its owner only). */
export const PAGE_ACCESS = { PUBLIC: 0, PRIVATE: 1 } as const;
export type PageAccess = (typeof PAGE_ACCESS)[keyof typeof PAGE_ACCESS];

export const PAGE_NAME_MAX = 255;

/** What the UI shows for a page whose name is empty (spec §5). */
export const UNTITLED_PAGE = "Untitled";
export const pageTitle = (name: string) => name.trim() || UNTITLED_PAGE;

/** A title change is saved this long after the last keystroke (spec §9). */
export const PAGE_TITLE_AUTOSAVE_MS = 2000;

/** Sort options of the pages list (spec §9): name, date created, date modified. */
export const PAGE_SORT_FIELDS = ["name", "created_at", "updated_at"] as const;
export type PageSortField = (typeof PAGE_SORT_FIELDS)[number];
export const PAGE_SORT_LABEL: Record<PageSortField, string> = {
  name: "Name",
  created_at: "Date created",
  updated_at: "Date modified",
};
/** `order_by` of the list: a sort field, descending with a leading `-`. */
export const PAGE_ORDER_BY = ["name", "-name", "created_at", "-created_at", "updated_at", "-updated_at"] as const;
export type PageOrderBy = (typeof PAGE_ORDER_BY)[number];
/** The list's default: date modified, newest first (spec §9). */
export const DEFAULT_PAGE_ORDER_BY: PageOrderBy = "-updated_at";

/** The tabs of the pages list; `archived` is served by `archived-pages/`, the others by `pages/?type=`. */
export const PAGE_LIST_TABS = ["public", "private", "archived"] as const;
export type PageListTab = (typeof PAGE_LIST_TABS)[number];

/** While one user keeps editing, their edits within this long of the last version update it rather than add one. */
export const PAGE_VERSION_INTERVAL_MS = 5 * 60 * 1000;

/** The caller in one project: their project role (null outside it) and whether the project lets Guests read pages. */
export type PageActor = { userId: string | null; role: number | null; guestsMayView?: boolean };
export type PageRuleTarget = { owned_by: string | null; access: number; is_locked: boolean; archived_at: string | Date | null };

const isOwner = (actor: PageActor, page: { owned_by: string | null }) => actor.userId !== null && page.owned_by === actor.userId;
const atLeast = (role: number | null, floor: number) => role !== null && role >= floor;

/**
 * Viewing needs a public page or ownership (spec §6). Guests read public pages only where the project
 * lets guests view all its features (project feature `guest_view_all_features`).
 */
export function canViewPage(actor: PageActor, page: Pick<PageRuleTarget, "owned_by" | "access">): boolean {
  if (isOwner(actor, page)) return actor.role !== null;
  if (page.access !== PAGE_ACCESS.PUBLIC) return false;
  return atLeast(actor.role, ROLE.MEMBER) || (actor.role !== null && actor.guestsMayView === true);
}

/** Creating a page needs project role Member or Admin. */
export const canCreatePage = (actor: PageActor) => atLeast(actor.role, ROLE.MEMBER);

/**
 * Name, properties and content are editable only when the page is not archived, not locked, and the
 * caller is its owner or (the page is public and their role is at least Member) (spec §6).
 */
export function canEditPage(actor: PageActor, page: PageRuleTarget): boolean {
  if (page.archived_at || page.is_locked) return false;
  return isOwner(actor, page) || (page.access === PAGE_ACCESS.PUBLIC && atLeast(actor.role, ROLE.MEMBER));
}

/** Lock, change access, archive, delete and move: the owner or an Admin (spec §6). */
export const canManagePage = (actor: PageActor, page: Pick<PageRuleTarget, "owned_by">) =>
  atLeast(actor.role, ROLE.ADMIN) || (isOwner(actor, page) && actor.role !== null);

/** Duplicate and favorite: at least Member, on a page they can view. */
export const canDuplicatePage = (actor: PageActor, page: Pick<PageRuleTarget, "owned_by" | "access">) =>
  atLeast(actor.role, ROLE.MEMBER) && canViewPage(actor, page);
export const canFavoritePage = canDuplicatePage;

/** Why an edit is refused, in the words the API answers with (409 for a locked or archived page). */
export const PAGE_LOCKED_MESSAGE = "This page is locked. Unlock it before editing.";
export const PAGE_ARCHIVED_MESSAGE = "This page is archived. Restore it before editing.";
export const PAGES_DISABLED_MESSAGE =
  "Pages are turned off for this project. A project admin can turn them on in the project's features.";

/**
 * Co-editing (Hocuspocus over one WebSocket, DESIGN §collaboration): the socket's path, and the name of a
 * page's shared document, which says where the page is so the server can check the caller's access to it.
 */
export const PAGE_LIVE_PATH = "/live/pages/";
export const pageDocumentName = (slug: string, projectId: string, pageId: string) => `${slug}/${projectId}/${pageId}`;

/** Stateless messages the co-editing server sends a client: the page became read-only for it, or writable again. */
export type PageLiveNotice = { type: "access"; read_only: boolean };
/** Why the server closed a page's shared document for a client: it may no longer read the page (or it is gone). */
export const PAGE_LIVE_ACCESS_LOST = "page-access-lost";
