import { AVATAR_MAX_BYTES, type CreatePageImageBody, type CreatePageImageResponse, type PageImage } from "@hangar/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileAssets } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type PageContext, requireEditable, requirePage } from "../pages";
import { openStoredFile, promoteUpload, reserveUpload } from "./asset-upload";
import type * as repo from "./attachments.repo";
import type { AttachmentDeps, AttachmentDownload } from "./attachments.service";

/** file_assets.entity_type of an image in a page's content; entity_id is the page. */
export const PAGE_IMAGE_ENTITY = "page_image";

/** Where the page's `<img src>` points: one of this instance's upload paths, which the sanitizer keeps. */
export const pageImageUrl = (ctx: PageContext, pageId: string, assetId: string) =>
  `/api/assets/v2/workspaces/${ctx.workspaceSlug}/projects/${ctx.projectId}/pages/${pageId}/images/${assetId}/`;

/** Images are pictures in the text, not archives: the avatar's cap, whatever the instance allows for attachments. */
const limitOf = (maxBytes: number) => Math.min(maxBytes, AVATAR_MAX_BYTES * 5);

async function findPageImage(db: Db, pageId: string, assetId: string): Promise<repo.AssetRow | null> {
  const [row] = await db
    .select()
    .from(fileAssets)
    .where(
      and(
        eq(fileAssets.id, assetId),
        eq(fileAssets.entity_type, PAGE_IMAGE_ENTITY),
        eq(fileAssets.entity_id, pageId),
        isNull(fileAssets.deleted_at),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Reserves an image's upload for whoever may edit the page (not on a locked or archived page). */
export async function createPageImage(
  { db, storage, maxBytes }: AttachmentDeps,
  ctx: PageContext,
  pageId: string,
  body: CreatePageImageBody,
): Promise<CreatePageImageResponse> {
  const page = await requirePage(db, ctx, pageId);
  requireEditable(ctx, page);
  const { row, upload_data } = await reserveUpload({ db, storage }, limitOf(maxBytes), {
    workspace_id: ctx.workspaceId,
    project_id: ctx.projectId,
    entity_type: PAGE_IMAGE_ENTITY,
    entity_id: page.id,
    name: body.name,
    size: body.size,
    mime_type: body.type,
    created_by: ctx.userId,
    updated_by: ctx.userId,
  });
  return { asset_id: row.id, upload_data };
}

/** After the browser's upload: moves the file out of the form's reach and checks it, as attachments do. */
export async function completePageImage(
  { db, storage, maxBytes }: AttachmentDeps,
  ctx: PageContext,
  pageId: string,
  assetId: string,
): Promise<PageImage> {
  const page = await requirePage(db, ctx, pageId);
  const row = await findPageImage(db, page.id, assetId);
  if (!row || row.created_by !== ctx.userId) throw notFound("Image not found");
  if (!row.is_uploaded) {
    await promoteUpload(
      { db, storage },
      {
        assetId: row.id,
        workspaceId: ctx.workspaceId,
        userId: ctx.userId,
        limit: limitOf(maxBytes),
        noun: "image",
        already: () => undefined,
        record: async () => undefined,
      },
    );
  }
  return { asset_id: row.id, asset_url: pageImageUrl(ctx, page.id, row.id) };
}

/** The image, for whoever may read the page it belongs to (a private page's images stay private). */
export async function openPageImage(
  { db, storage }: AttachmentDeps,
  ctx: PageContext,
  pageId: string,
  assetId: string,
): Promise<AttachmentDownload> {
  const page = await requirePage(db, ctx, pageId);
  const row = await findPageImage(db, page.id, assetId);
  if (!row?.is_uploaded) throw notFound("Image not found");
  return openStoredFile(storage, row, "Image file not found");
}
