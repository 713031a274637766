import type { Page, PageActor, PageListTab, Project } from "@hangar/contracts";
import { PAGE_ACCESS } from "@hangar/contracts";

/** The caller as the page rules (contracts domain/page.ts) see them in one project. */
export function pageActor(userId: string | null, project: Pick<Project, "member_role" | "guest_view_all_features">): PageActor {
  return { userId, role: project.member_role, guestsMayView: project.guest_view_all_features };
}

/** Whether a page belongs under a list tab, so a changed page leaves a tab it no longer fits at once. */
export function fitsTab(page: Page, tab: PageListTab): boolean {
  if (tab === "archived") return page.archived_at !== null;
  if (page.archived_at !== null) return false;
  return tab === "public" ? page.access === PAGE_ACCESS.PUBLIC : page.access === PAGE_ACCESS.PRIVATE;
}
