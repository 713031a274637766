import { randomUUID } from "node:crypto";
import type { Redis as IORedis } from "ioredis";
import * as Y from "yjs";

/**
 * A server-side change to a shared page document that must agree with every process holding the document:
 * `change` runs on this process's copy once that copy holds everything the others hold, and the promise
 * settles once the others hold the change too (page-live.ts says why both matter).
 */
export type PeerExchange = (name: string, doc: Y.Doc, change: () => void) => Promise<void>;

/** One process: nobody else holds a document, so a change is just made. */
export const alone: PeerExchange = async (_name, _doc, change) => change();

/** How long another process may take to answer before a change goes on without it (it is logged). */
const ANSWER_TIMEOUT_MS = 5000;

type Message =
  /** Asks every process for what it holds of `doc` beyond the state vector `sv`. */
  | { type: "pull"; id: string; from: string; doc: string; sv: string }
  /** The answer: what this process held beyond it and its own state vector, or nulls when it holds no such document. */
  | { type: "pulled"; id: string; from: string; update: string | null; sv: string | null }
  /** What the asking process's copy has beyond the state vector the other answered with (the change included). */
  | { type: "push"; id: string; from: string; doc: string; update: string }
  /** The push was applied (or there was no document left to apply it to). */
  | { type: "pushed"; id: string; from: string };

type Waiting = { answers: Map<string, Message>; expected: number; done: () => void };

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const bytes = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

/**
 * The exchange between processes through Redis, beside the Hocuspocus Redis extension. That extension keeps
 * documents in step eventually (each change announces a state vector and the others answer), but it cannot say
 * when a copy has caught up, nor who else holds a document. This asks all processes at once on one channel
 * (PUBLISH answers how many listen, so this knows how many answers to wait for), and every one answers, with
 * what it holds of the document or with nothing. Updates travel inside these messages, so the exchange does not
 * depend on the extension's messages arriving first.
 */
export function redisPeers(opts: {
  createClient: () => IORedis;
  prefix: string;
  /** The document a process holds open under this name, if any. */
  documentOf: (name: string) => Y.Doc | undefined;
  /** The origin other processes' updates are applied with (the extension's, so Hocuspocus neither stores nor echoes them). */
  origin: unknown;
  warn: (message: string) => void;
}): { exchange: PeerExchange; close: () => Promise<void> } {
  const me = randomUUID();
  const everyone = `${opts.prefix}:peers`;
  const inbox = (process: string) => `${everyone}:${process}`;
  const pub = opts.createClient();
  const sub = opts.createClient();
  const waiting = new Map<string, Waiting>();
  const ready = sub.subscribe(everyone, inbox(me));
  ready.catch((err) => opts.warn(`page peers could not subscribe: ${err}`));

  const send = (channel: string, message: Message) => pub.publish(channel, JSON.stringify(message));
  const answer = (to: string, message: Message) =>
    void send(inbox(to), message).catch((err) => opts.warn(`a page peer answer could not be sent: ${err}`));

  const receive = (message: Message) => {
    if (message.from === me) return;
    if (message.type === "pull") {
      const doc = opts.documentOf(message.doc);
      const update = doc ? b64(Y.encodeStateAsUpdate(doc, bytes(message.sv))) : null;
      const sv = doc ? b64(Y.encodeStateVector(doc)) : null;
      return answer(message.from, { type: "pulled", id: message.id, from: me, update, sv });
    }
    if (message.type === "push") {
      const doc = opts.documentOf(message.doc);
      if (doc) Y.applyUpdate(doc, bytes(message.update), opts.origin);
      return answer(message.from, { type: "pushed", id: message.id, from: me });
    }
    const wait = waiting.get(message.id);
    if (!wait) return;
    wait.answers.set(message.from, message);
    if (wait.answers.size >= wait.expected) wait.done();
  };
  sub.on("message", (_channel: string, text: string) => {
    try {
      receive(JSON.parse(text) as Message);
    } catch (err) {
      opts.warn(`a page peer message could not be handled: ${err}`);
    }
  });

  /** Sends what `publish` sends and collects the answers to it: as many as `publish` says were reached. */
  const ask = async (what: string, publish: (id: string) => Promise<number>) => {
    const id = randomUUID();
    let done = () => {};
    const settled = new Promise<void>((resolve) => {
      done = resolve;
    });
    const wait: Waiting = { answers: new Map(), expected: Number.POSITIVE_INFINITY, done };
    waiting.set(id, wait);
    try {
      // Registered before sending: an answer may come back before PUBLISH does.
      wait.expected = await publish(id);
      if (wait.answers.size >= wait.expected) done();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ANSWER_TIMEOUT_MS);
      });
      await Promise.race([settled, late]);
      clearTimeout(timer);
      if (wait.answers.size < wait.expected)
        opts.warn(`${wait.expected - wait.answers.size} process(es) did not answer a page ${what} in time`);
      return [...wait.answers.values()];
    } finally {
      waiting.delete(id);
    }
  };

  const exchange: PeerExchange = async (name, doc, change) => {
    await ready;
    const sv = b64(Y.encodeStateVector(doc));
    // Everyone listening on the channel is reached, this process too (it does not answer itself).
    const pulled = await ask("pull", async (id) => (await send(everyone, { type: "pull", id, from: me, doc: name, sv })) - 1);
    const holders: { from: string; sv: Uint8Array }[] = [];
    for (const answer of pulled) {
      if (answer.type !== "pulled" || answer.update === null || answer.sv === null) continue;
      Y.applyUpdate(doc, bytes(answer.update), opts.origin);
      holders.push({ from: answer.from, sv: bytes(answer.sv) });
    }
    change();
    if (holders.length === 0) return;
    await ask("push", async (id) => {
      const reached = await Promise.all(
        holders.map(({ from, sv }) =>
          send(inbox(from), { type: "push", id, from: me, doc: name, update: b64(Y.encodeStateAsUpdate(doc, sv)) }),
        ),
      );
      return reached.reduce((sum, n) => sum + n, 0);
    });
  };

  const close = async () => {
    for (const wait of waiting.values()) wait.done();
    pub.disconnect(false);
    sub.disconnect(false);
  };
  return { exchange, close };
}
