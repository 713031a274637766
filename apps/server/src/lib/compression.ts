import path from "node:path";
import compress from "@fastify/compress";
import type { SetHeadersResponse } from "@fastify/static";
import type { App } from "./types";

/** Replies smaller than this go out as they are: compressing them saves less than the headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses replies (API JSON, and web files that have no precompressed copy) with brotli or gzip as
 * the request's Accept-Encoding allows; without Accept-Encoding nothing changes. Brotli runs at the
 * plugin's quality 4, quick enough per request (11 is for the build's precompressed files). Only replies:
 * request bodies stay plain JSON as before. Live updates are a WebSocket, which this never touches, and
 * text/event-stream is left alone by the plugin.
 */
export async function registerCompression(app: App) {
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESS_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/**
 * Cache headers for the built web app. Files under assets/ carry a content hash in their name, so a
 * browser may keep them for good; everything else (index.html, boot.js, the icon) keeps its name across
 * deploys and is revalidated on every load, so a new deploy shows at the next visit. Vary because the same
 * URL answers brotli, gzip or plain bytes (the build writes .br and .gz copies).
 */
export function webCacheHeaders(webDist: string) {
  const assets = path.join(webDist, "assets") + path.sep;
  return (res: SetHeadersResponse, filePath: string) => {
    res.setHeader("Cache-Control", filePath.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    res.setHeader("Vary", "Accept-Encoding");
  };
}
