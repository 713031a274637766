import { canEditPage, PAGE_LIVE_ACCESS_LOST, type PageLiveNotice, pageDocumentName } from "@hangar/contracts";
import { type Connection, Hocuspocus } from "@hocuspocus/server";
import type { WebSocket } from "ws";
import * as Y from "yjs";
import type { AccessChange } from "../../lib/access-cache";
import { HttpError, notFound } from "../../lib/errors";
import type { HangarEvent } from "../../lib/events";
import { isUuid, projectAccess } from "../../lib/permissions";
import type { App, SessionUser } from "../../lib/types";
import { type LiveWriter, liveDocumentOf, saveLiveDocument } from "./page-content.service";
import { type PageContext, pageContext, requirePage } from "./page-context";
import { alone, type PeerExchange, redisPeers } from "./page-live-peers";
import * as repo from "./pages.repo";

/** Where a shared document's page is, from its name (`{slug}/{projectId}/{pageId}`). */
export type PageRef = { slug: string; projectId: string; pageId: string };
/** A server-side connection to a document (the class; the package's exported interface says less). */
type DirectConnection = Awaited<ReturnType<Hocuspocus["openDirectConnection"]>>;
/** What a connection carries: its user and session, and once authenticated its page and workspace. */
type LiveContext = { user: Pick<SessionUser, "id">; sessionHash?: string; page?: PageRef & { workspaceId: string } };
type Verdict = { mode: "write" | "read"; workspaceId: string } | { mode: "none"; reason: string };

/** A store runs this long after the last change, and at least this often while changes keep coming. */
const STORE_DEBOUNCE_MS = 2000;
const STORE_MAX_DEBOUNCE_MS = 10_000;
/** Page changes that can take away or narrow what a co-editor may do. */
const ACCESS_FIELDS = new Set(["access", "is_locked", "archived_at", "owned_by"]);

export function parseDocumentName(name: string): PageRef | null {
  const [slug, projectId, pageId, ...rest] = name.split("/");
  if (rest.length > 0 || !slug || !projectId || !pageId) return null;
  // One page, one name: another spelling would open a second, diverging copy of the document.
  if (!isUuid(projectId) || !isUuid(pageId) || projectId !== projectId.toLowerCase() || pageId !== pageId.toLowerCase())
    return null;
  return { slug, projectId, pageId };
}

/** What the user may do with the page now: write, read, or nothing (with the reason the client is told). */
async function judge(app: App, userId: string, ref: PageRef): Promise<Verdict> {
  try {
    const access = await projectAccess(app.db, ref.slug, ref.projectId, userId);
    if (access.workspace.slug !== ref.slug) return { mode: "none", reason: "Not a page document name" };
    const ctx = pageContext(access);
    const row = await requirePage(app.db, ctx, ref.pageId);
    const target = { owned_by: row.owned_by_id, access: row.access, is_locked: row.is_locked, archived_at: row.archived_at };
    return { mode: canEditPage(ctx, target) ? "write" : "read", workspaceId: access.workspace.id };
  } catch (err) {
    if (err instanceof HttpError) return { mode: "none", reason: err.message };
    throw err;
  }
}

/** A hook's refusal as Hocuspocus tells the client (permission-denied with this reason). */
const refusal = (reason: string) => Object.assign(new Error(reason), { reason });

/**
 * Redis for several processes, loaded only when REDIS_URL asks for it (its client weighs tens of MB): the
 * Hocuspocus extension that keeps open documents in step, and the exchange content writes wait on.
 */
async function redisSetup(app: App, redisUrl: string, documentOf: (name: string) => Y.Doc | undefined) {
  const [{ Redis }, { default: IORedis }] = await Promise.all([import("@hocuspocus/extension-redis"), import("ioredis")]);
  const createClient = () => new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const prefix = "hangar-pages";
  const extension = new Redis({ createClient, prefix });
  const peers = redisPeers({
    createClient,
    prefix,
    documentOf,
    origin: extension.redisTransactionOrigin,
    warn: (message) => app.log.warn(message),
  });
  return { extension, peers };
}

/**
 * Page co-editing (DESIGN §collaboration): Hocuspocus in this process, on the socket `/live/pages/`. A
 * document is loaded from the page (converted from HTML the first time), stored debounced through the
 * page content service (binary, HTML, JSON, text; versions), and each connection is held to the page
 * rules: refused without read access, read-only when the user may only read or the page is locked or
 * archived. Page and membership changes (the event hub, from any process) re-judge the connections of the
 * page: access lost closes them, a lock or unlock flips them read-only or back and tells the client.
 * With REDIS_URL, documents open in several processes stay in sync through Redis. Content written over HTTP
 * replaces the shared document (`write`).
 */
export async function createPageLive(app: App) {
  const db = app.db;
  /** Per workspace with open documents: its event subscription and the documents open in it. */
  const watched = new Map<string, { stop: () => void; names: Set<string> }>();
  const refOf = new Map<string, PageRef & { workspaceId: string }>();
  const redis = app.env.redisUrl
    ? await redisSetup(app, app.env.redisUrl, (name): Y.Doc | undefined => hocuspocus.documents.get(name))
    : null;
  const exchange: PeerExchange = redis?.peers.exchange ?? alone;

  const hocuspocus: Hocuspocus = new Hocuspocus({
    name: "hangar-pages",
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    extensions: redis ? [redis.extension] : [],

    async onAuthenticate({ documentName, context, connectionConfig }) {
      const ref = parseDocumentName(documentName);
      if (!ref) throw refusal("Not a page document name");
      const verdict = await judge(app, (context as LiveContext).user.id, ref);
      if (verdict.mode === "none") throw refusal(verdict.reason);
      connectionConfig.readOnly = verdict.mode === "read";
      return { page: { ...ref, workspaceId: verdict.workspaceId } };
    },

    async onLoadDocument({ documentName, document, context }) {
      const page = (context as LiveContext).page;
      if (!page) throw refusal("Not authenticated");
      const binary = await liveDocumentOf(db, page.projectId, page.pageId);
      if (!binary) throw refusal("Page not found");
      Y.applyUpdate(document, binary);
      refOf.set(documentName, page);
      watch(page.workspaceId, documentName);
    },

    async onStoreDocument({ documentName, document, context }) {
      const page = refOf.get(documentName);
      const userId = (context as LiveContext | undefined)?.user?.id;
      if (!page || !userId) return;
      await saveLiveDocument(db, { userId, workspaceId: page.workspaceId, projectId: page.projectId }, page.pageId, document);
    },

    async afterUnloadDocument({ documentName }) {
      const page = refOf.get(documentName);
      refOf.delete(documentName);
      if (page) unwatch(page.workspaceId, documentName);
    },
  });

  const watch = (workspaceId: string, name: string) => {
    let entry = watched.get(workspaceId);
    if (!entry) {
      const stop = app.events.subscribe(workspaceId, (event) => onEvent(workspaceId, event));
      entry = { stop, names: new Set() };
      watched.set(workspaceId, entry);
    }
    entry.names.add(name);
  };
  const unwatch = (workspaceId: string, name: string) => {
    const entry = watched.get(workspaceId);
    if (!entry) return;
    entry.names.delete(name);
    if (entry.names.size === 0) {
      entry.stop();
      watched.delete(workspaceId);
    }
  };

  /** Re-judges connections one document at a time, in the order the changes came. */
  const queues = new Map<string, Promise<void>>();
  const rejudge = (name: string, only?: (c: LiveContext) => boolean) => {
    const run = async () => {
      const document = hocuspocus.documents.get(name);
      const ref = refOf.get(name);
      if (!document || !ref) return;
      for (const connection of document.getConnections()) {
        const context = connection.context as LiveContext;
        if (only && !only(context)) continue;
        const verdict = await judge(app, context.user.id, ref);
        apply(connection, verdict);
      }
    };
    const next = (queues.get(name) ?? Promise.resolve())
      .then(run)
      .catch((err) => app.log.error({ err }, "could not re-check a page co-editor"));
    queues.set(name, next);
    void next.finally(() => {
      if (queues.get(name) === next) queues.delete(name);
    });
    return next;
  };

  const onEvent = (workspaceId: string, event: HangarEvent) => {
    const names = [...(watched.get(workspaceId)?.names ?? [])];
    if (event.entity_type === "page") {
      const payload = event.payload as { changed?: string[] };
      const narrows = event.action !== "updated" || (payload.changed ?? []).some((field) => ACCESS_FIELDS.has(field));
      if (!narrows) return;
      for (const name of names) if (refOf.get(name)?.pageId === event.entity_id) void rejudge(name);
      return;
    }
    // Memberships and project settings (the pages feature, guests' view) decide who reads pages.
    if (event.entity_type === "project_member" || event.entity_type === "workspace_member" || event.entity_type === "project") {
      for (const name of names) if (!event.project_id || refOf.get(name)?.projectId === event.project_id) void rejudge(name);
    }
  };

  const stopAccess = app.events.onAccessChange((change: AccessChange) => {
    const concerns = (c: LiveContext) =>
      change.sessionHash !== undefined
        ? change.sessionHash === c.sessionHash
        : change.userId !== undefined
          ? change.userId === c.user.id
          : true;
    for (const name of refOf.keys()) void rejudge(name, concerns);
  });

  /** Direct connections being let go (in the background: with Redis that waits a second); shutdown waits for them. */
  const releasing = new Set<Promise<void>>();
  const release = (connection: DirectConnection) => {
    const done = Promise.resolve(connection.disconnect()).catch((err) =>
      app.log.error({ err }, "could not let go of a page document"),
    );
    releasing.add(done);
    void done.finally(() => releasing.delete(done));
  };
  const open = async (ctx: PageContext, pageId: string) => {
    const context: LiveContext = {
      user: { id: ctx.userId },
      page: { slug: ctx.workspaceSlug, projectId: ctx.projectId, pageId, workspaceId: ctx.workspaceId },
    };
    try {
      return await hocuspocus.openDirectConnection(pageDocumentName(ctx.workspaceSlug, ctx.projectId, pageId), context);
    } catch (err) {
      // The page went away since the write was let through (onLoadDocument refuses it).
      if (err instanceof Error && "reason" in err) throw notFound("Page not found");
      throw err;
    }
  };

  /**
   * Content written over HTTP (`description/` PATCH, a restored version) replaces the whole shared document of a
   * co-edited page: what anyone typed before the write is replaced, not kept beside it, and what is typed after
   * merges in. That holds only if the copy the write changes holds everything typed before, wherever, and if what
   * is stored is that same document:
   *
   * - The write opens the document in this process (loading it from the stored state when it is not open here)
   *   and, with Redis, first pulls from every other process what it holds beyond that copy (page-live-peers.ts).
   *   The stored state lags the live one by a store's debounce; changing a copy that lacks, say, a line typed
   *   on another process a second ago would write that line again beside the one being typed, which merges
   *   into a doubled line. "Before the write" is then what each process had taken when it answered the pull.
   * - The change is made against that copy with the fewest edits (page-document.ts), so a later edit elsewhere
   *   outside what changed survives.
   * - The write stores that document's own state, in the transaction that holds the page's lock from before
   *   the pull: never a state derived from the stored one, which would be a second history and merge doubled.
   * - With Redis, the write waits until every process holding the document has taken the change before it lets
   *   go of the lock, and every store reads its document under that lock (page-content.service.ts): a store that
   *   follows the write therefore holds it, and cannot put back the state from before. (A process that opens the
   *   document after answering the pull loads the stored state and catches up through the extension's own sync,
   *   a few milliseconds, long before its first store is due.)
   *
   * Routing the write to a process that has the page open instead would still race with that process closing
   * it, and a process that opens it meanwhile from the stored state would be as far behind as this one.
   *
   * Without Redis a page open nowhere (or not yet loading) is written in the database only: nobody can merge
   * anything into it. Should a socket open it while that write runs, the written HTML is then put into the
   * document, which stores itself over the database's.
   */
  /** The page's stored HTML put into its open document (which then stores itself). */
  const putInto = async (ctx: PageContext, pageId: string, replaceContent: (doc: Y.Doc, html: string) => void) => {
    const row = await repo.findPage(db, ctx.projectId, pageId);
    if (!row) return;
    const connection = await open(ctx, pageId);
    try {
      await connection.transact((doc) => replaceContent(doc, row.description_html));
    } finally {
      release(connection);
    }
  };
  const write: LiveWriter = async (ctx, pageId, apply) => {
    const name = pageDocumentName(ctx.workspaceSlug, ctx.projectId, pageId);
    const isOpen = () => hocuspocus.documents.has(name) || hocuspocus.loadingDocuments.has(name);
    const { encodeYDoc, replaceContent } = await import("./page-document");
    if (!redis && !isOpen()) {
      const result = await apply(null);
      if (isOpen())
        await putInto(ctx, pageId, replaceContent).catch((err) => app.log.error({ err }, "co-editors missed a content change"));
      return result;
    }
    const connection = await open(ctx, pageId);
    try {
      const doc = connection.document;
      if (!doc) throw new Error("direct connection closed");
      return await apply(async (html) => {
        await exchange(name, doc, () => replaceContent(doc, html));
        return encodeYDoc(doc);
      });
    } finally {
      release(connection);
    }
  };

  /** Stores the page's open document now if a store is waiting (a version is about to be kept or restored). */
  const flush = async (ctx: PageContext, pageId: string) => {
    const id = `onStoreDocument-${pageDocumentName(ctx.workspaceSlug, ctx.projectId, pageId)}`;
    if (hocuspocus.debouncer.isDebounced(id)) await hocuspocus.debouncer.executeNow(id);
  };

  /** Hands an accepted socket (session already checked) to Hocuspocus. */
  const accept = (socket: WebSocket, request: Parameters<Hocuspocus["handleConnection"]>[1], context: LiveContext) =>
    hocuspocus.handleConnection(socket, request, context);

  /**
   * Settles every store of an open document, waiting or running. A store that is running is no longer
   * waiting: a last co-editor leaving starts its document's store at once (Hocuspocus takes it off the
   * debouncer), and at shutdown that happens just before this runs, as the sockets close. A run of nothing
   * through the debouncer settles once the running store has; a waiting one is run now. Looped, as a store
   * that ends may have let another wait.
   */
  const settleStores = async () => {
    const { debouncer } = hocuspocus;
    for (;;) {
      const pending = [...hocuspocus.documents.keys()].flatMap((name) => {
        const id = `onStoreDocument-${name}`;
        if (debouncer.isDebounced(id)) return [debouncer.executeNow(id)];
        if (debouncer.isCurrentlyExecuting(id)) return [debouncer.debounce(id, () => undefined, 0, 0)];
        return [];
      });
      if (pending.length === 0) return;
      app.log.info(`waiting for ${pending.length} page document store(s) before stopping`);
      await Promise.allSettled(pending);
    }
  };

  /**
   * At shutdown (the app's close hook, on SIGINT/SIGTERM too), before the database goes: no more edits are
   * taken (every connection is let go), then every store waiting or running is finished, then Redis goes.
   */
  const close = async () => {
    stopAccess();
    for (const entry of watched.values()) entry.stop();
    watched.clear();
    hocuspocus.closeConnections();
    await Promise.allSettled([...releasing]);
    await settleStores();
    await hocuspocus.hooks("onDestroy", { instance: hocuspocus }).catch(() => undefined);
    await redis?.peers.close();
  };

  return { hocuspocus, accept, write, flush, close, rejudge };
}

export type PageLive = Awaited<ReturnType<typeof createPageLive>>;

function apply(connection: Connection, verdict: Verdict) {
  if (verdict.mode === "none") {
    connection.close({ code: 4403, reason: PAGE_LIVE_ACCESS_LOST });
    return;
  }
  const readOnly = verdict.mode === "read";
  if (connection.readOnly === readOnly) return;
  connection.readOnly = readOnly;
  const notice: PageLiveNotice = { type: "access", read_only: readOnly };
  connection.sendStateless(JSON.stringify(notice));
}
