import { canViewPage, PAGES_DISABLED_MESSAGE, type PageActor } from "@hangar/contracts";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import { isUuid, type ProjectAccess } from "../../lib/permissions";
import * as repo from "./pages.repo";

/** The caller in one project, as the page rules (contracts domain/page.ts) take them. */
export type PageContext = PageActor & {
  userId: string;
  role: number;
  workspaceId: string;
  workspaceSlug: string;
  projectId: string;
};

/** The project's `page_view` feature switches the whole pages API: off, every call is refused (403). */
export function pageContext(access: ProjectAccess): PageContext {
  if (!access.project.page_view) throw forbidden(PAGES_DISABLED_MESSAGE);
  return {
    userId: access.userId,
    role: access.projectRole,
    guestsMayView: access.project.guest_view_all_features,
    workspaceId: access.workspace.id,
    workspaceSlug: access.workspace.slug,
    projectId: access.project.id,
  };
}

/** Whether the caller reads the project's public pages at all (Members up; Guests where the project lets them). */
export const readsPublicPages = (ctx: PageContext) => canViewPage(ctx, { owned_by: null, access: 0 });

/** A page the caller may not view does not exist for them (404), as a private view does not. */
export async function requirePage(db: Db, ctx: PageContext, pageId: string, lock = false): Promise<repo.PageRow> {
  const row = isUuid(pageId) ? await repo.findPage(db, ctx.projectId, pageId.toLowerCase(), lock) : undefined;
  if (!row || !canViewPage(ctx, { owned_by: row.owned_by_id, access: row.access })) throw notFound("Page not found");
  return row;
}
