import type { App } from "./types";

/** Above this many characters a serialized reply is sent as bytes (a big list page is ~0.4–1 MB). */
export const LARGE_REPLY_CHARS = 16 * 1024;

/**
 * Sends large serialized replies as one Buffer. Given a string, Fastify measures its byte length and Node's
 * http prepends the headers to it before encoding the whole text again for the socket; for a 400 KB issue
 * page that costs ~2 ms a request (bench/list-api.ts), while encoding it once here costs a fraction of that.
 * Small replies stay strings: Node writes headers and a short body in one go.
 */
export function sendLargeRepliesAsBytes(app: App) {
  app.addHook("onSend", (_request, _reply, payload, done) => {
    if (typeof payload === "string" && payload.length > LARGE_REPLY_CHARS) done(null, Buffer.from(payload));
    else done(null, payload);
  });
}
