import {
  PAGE_VERSION_INTERVAL_MS,
  type PageDescriptionBody,
  type PageDetail,
  type PageVersion,
  type PageVersionDetail,
} from "@hangar/contracts";
import type * as Y from "yjs";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { isUuid } from "../../lib/permissions";
import { mentionedUserIds } from "../../lib/sanitize";
import { notifyPageMentions } from "../notifications";
import { type PageContext, requirePage } from "./page-context";
import { type PageActorIds, pageEvent, toPageVersion, toPageVersionDetail } from "./page-serializer";
import * as versions from "./page-versions.repo";
import * as repo from "./pages.repo";
import { contentOf, loadPage, requireEditable } from "./pages.service";

/**
 * The Yjs/Tiptap conversions, loaded on first use: the HTML renderer (with its DOM) weighs tens of MB that
 * a server whose pages nobody co-edits need not hold (issue 13's idle memory goal).
 */
const pageDocument = () => import("./page-document");

/** The stored Yjs document; empty when the page has only HTML (the editor then builds one from it). */
export async function getPageBinary(db: Db, ctx: PageContext, pageId: string): Promise<Buffer> {
  const row = await requirePage(db, ctx, pageId);
  return row.description_binary ?? Buffer.alloc(0);
}

type Content = Pick<repo.PageRow, "description_html" | "description_binary" | "description_json">;

/**
 * Keeps the page's content as a version. While one user keeps editing, their saves within
 * PAGE_VERSION_INTERVAL_MS of their last version refresh it rather than add one, so history holds one
 * version per stretch of work, not one per keystroke; `fresh` (on demand, restores) always adds one,
 * which later saves leave as it is.
 */
async function keepVersion(tx: Db, ctx: PageActorIds, page: repo.PageRow & Content, fresh: boolean) {
  const content = {
    description_html: page.description_html,
    description_binary: page.description_binary,
    description_json: page.description_json,
    last_saved_at: new Date(),
  };
  if (!fresh) {
    const last = await versions.latestVersion(tx, page.id);
    const sameStretch = last?.is_auto && last.owned_by_id === ctx.userId;
    if (last && sameStretch && Date.now() - last.last_saved_at.getTime() < PAGE_VERSION_INTERVAL_MS)
      return versions.updateVersion(tx, last.id, content);
  }
  return versions.insertVersion(tx, {
    workspace_id: page.workspace_id,
    project_id: page.project_id,
    page_id: page.id,
    owned_by_id: ctx.userId,
    is_auto: !fresh,
    ...content,
  });
}

/** Users the new content mentions that the old did not: each is told once, through the notification pipeline. */
async function notifyNewMentions(tx: Db, ctx: PageActorIds, before: string, row: repo.PageRow) {
  const had = new Set(mentionedUserIds(before));
  const added = mentionedUserIds(row.description_html).filter((id) => !had.has(id));
  if (added.length === 0) return;
  await notifyPageMentions(
    tx,
    {
      workspace_id: row.workspace_id,
      project_id: row.project_id,
      page: { id: row.id, name: row.name, html: row.description_html },
      actor_id: ctx.userId,
    },
    added,
  );
}

async function writeContent(tx: Db, ctx: PageActorIds, current: repo.PageRow, content: Content, fresh: boolean) {
  const row = await repo.updatePage(tx, current.id, {
    ...contentOf(content.description_html),
    description_binary: content.description_binary,
    description_json: content.description_json,
    updated_by: ctx.userId,
  });
  await keepVersion(tx, ctx, row, fresh);
  await notifyNewMentions(tx, ctx, current.description_html, row);
  await pageEvent(tx, ctx, "updated", row, ["description"]);
  return row;
}

/**
 * How a content write reaches the page's shared document (page-live.ts). `write` runs with `replace` while the
 * page is (or, with several processes, may be) co-edited, and with null otherwise. `replace(html)` makes the
 * shared document hold `html` and answers the document's state: that is what is stored then, as any other
 * state (a binary sent with the write, or one made from the stored state) would be a second history that
 * merges into the shared one doubled.
 */
export type LiveReplace = (html: string) => Promise<Buffer>;
export type LiveWriter = <T>(ctx: PageContext, pageId: string, write: (replace: LiveReplace | null) => Promise<T>) => Promise<T>;

/**
 * Saves the content in its three forms (the editor's fallback path, imports); refused on a locked or archived
 * page. While the page is co-edited the written HTML replaces the whole shared document (page-live.ts).
 */
export async function updatePageDescription(
  db: Db,
  ctx: PageContext,
  pageId: string,
  body: PageDescriptionBody,
  live: LiveWriter,
): Promise<PageDetail> {
  // Refused before a shared document is opened for it; checked again under the page's lock.
  const page = await requirePage(db, ctx, pageId);
  requireEditable(ctx, page);
  return live(ctx, page.id, (replace) =>
    db.transaction(async (tx) => {
      const current = await requirePage(tx, ctx, pageId, true);
      requireEditable(ctx, current);
      const html = contentOf(body.description_html).description_html;
      const sent = body.description_binary ? Buffer.from(body.description_binary, "base64") : null;
      const binary = replace ? await replace(html) : (sent ?? (await continuedBinary(current, html)));
      const row = await writeContent(
        tx,
        ctx,
        current,
        { description_html: body.description_html, description_binary: binary, description_json: body.description_json ?? null },
        false,
      );
      return loadPage(tx, ctx, row.id);
    }),
  );
}

export async function listPageVersions(db: Db, ctx: PageContext, pageId: string): Promise<PageVersion[]> {
  const page = await requirePage(db, ctx, pageId);
  return (await versions.selectVersions(db, page.id)).map(toPageVersion);
}

async function requireVersion(db: Db, page: repo.PageRow, versionId: string) {
  const row = isUuid(versionId) ? await versions.findVersion(db, page.id, versionId.toLowerCase()) : undefined;
  if (!row) throw notFound("Version not found");
  return row;
}

export async function getPageVersion(db: Db, ctx: PageContext, pageId: string, versionId: string): Promise<PageVersionDetail> {
  const page = await requirePage(db, ctx, pageId);
  return toPageVersionDetail(await requireVersion(db, page, versionId));
}

/** A version on demand: whoever may edit the page keeps its current content. */
export async function createPageVersion(db: Db, ctx: PageContext, pageId: string): Promise<PageVersionDetail> {
  return db.transaction(async (tx) => {
    const page = await requirePage(tx, ctx, pageId, true);
    requireEditable(ctx, page);
    return toPageVersionDetail(await keepVersion(tx, ctx, page, true));
  });
}

/** Puts a version's content back; the restored content is kept as a new version, so the restore can be undone. */
export async function restorePageVersion(
  db: Db,
  ctx: PageContext,
  pageId: string,
  versionId: string,
  live: LiveWriter,
): Promise<PageDetail> {
  const page = await requirePage(db, ctx, pageId);
  requireEditable(ctx, page);
  await requireVersion(db, page, versionId);
  return live(ctx, page.id, (replace) =>
    db.transaction(async (tx) => {
      const current = await requirePage(tx, ctx, pageId, true);
      requireEditable(ctx, current);
      const version = await requireVersion(tx, current, versionId);
      const binary = replace
        ? await replace(version.description_html)
        : ((await continuedBinary(current, version.description_html)) ?? version.description_binary);
      const row = await writeContent(tx, ctx, current, { ...version, description_binary: binary }, true);
      return loadPage(tx, ctx, row.id);
    }),
  );
}

/**
 * The stored Yjs document changed to hold `html`, as a continuation of its history; null when the page has
 * none (or bytes that are not one). Co-editors' documents descend from the stored one, so they merge this
 * state without duplicating anything, and the live documents take it in (page-live.ts).
 */
async function continuedBinary(current: repo.PageRow, html: string): Promise<Buffer | null> {
  const { decodeYDoc, encodeYDoc, replaceContent } = await pageDocument();
  const doc = decodeYDoc(current.description_binary);
  if (!doc) return null;
  replaceContent(doc, html);
  const binary = encodeYDoc(doc);
  doc.destroy();
  return binary;
}

/**
 * The page's Yjs document for co-editing. A page that has only HTML (or bytes that are not a Yjs document)
 * gets one built from its HTML, stored at once and only once, so every process and every client starts
 * from the same history. Null when the page is gone from the project.
 */
export async function liveDocumentOf(db: Db, projectId: string, pageId: string): Promise<Buffer | null> {
  const row = await repo.findPage(db, projectId, pageId);
  if (!row) return null;
  const { decodeYDoc, encodeYDoc, formsOf, yDocFromHtml } = await pageDocument();
  if (decodeYDoc(row.description_binary)) return row.description_binary;
  return db.transaction(async (tx) => {
    const locked = await repo.findPage(tx, projectId, pageId, true);
    if (!locked) return null;
    if (decodeYDoc(locked.description_binary)) return locked.description_binary;
    const doc = yDocFromHtml(locked.description_html);
    const binary = encodeYDoc(doc);
    const { json } = formsOf(doc);
    doc.destroy();
    await repo.setPageDocument(tx, locked.id, binary, json);
    return binary;
  });
}

/**
 * Stores a co-edited document in its forms (binary, sanitized HTML, JSON, plain text) as `actor`, the last
 * one who changed it. A version and an event follow only when the HTML changed: a store that only adds
 * Yjs bookkeeping is no edit. Nothing is written once the page left the project (deleted or moved).
 */
export async function saveLiveDocument(db: Db, actor: PageActorIds & { projectId: string }, pageId: string, doc: Y.Doc) {
  const { encodeYDoc, formsOf } = await pageDocument();
  await db.transaction(async (tx) => {
    const current = await repo.findPage(tx, actor.projectId, pageId, true);
    if (!current) return;
    // The document is read under the page's lock, not before taking it: a content write holding the lock
    // changes the shared document before it lets go (page-live.ts), and a state read earlier but stored after
    // that write would undo it.
    const binary = encodeYDoc(doc);
    const { html, json } = formsOf(doc);
    const content = contentOf(html);
    if (content.description_html === current.description_html) {
      await repo.setPageDocument(tx, current.id, binary, json);
      return;
    }
    await writeContent(tx, actor, current, { description_html: html, description_binary: binary, description_json: json }, false);
  });
}
