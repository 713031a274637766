import type { AddressInfo } from "node:net";
import { PAGE_LIVE_PATH, pageDocumentName } from "@hangar/contracts";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import WebSocket from "ws";
import * as Y from "yjs";
import type { Agent } from "../../test/harness";
import { waitFor } from "../../test/wait-for";
import { PAGE_FRAGMENT } from "./page-document";

/** The app's address, listening for real sockets once per file (the provider speaks to a URL). */
export async function liveUrl(app: Agent["app"]): Promise<string> {
  const address = app.server.address() as AddressInfo | null;
  if (!address) await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${PAGE_LIVE_PATH}`;
}

export type CoEditor = Awaited<ReturnType<typeof coEditor>>;

/**
 * A Yjs client of one page, as the web editor is: a HocuspocusProvider over `ws` carrying the agent's
 * session cookie. Settles once the server answered its authentication (`refused` holds a refusal).
 */
export async function coEditor(
  agent: { cookies: Map<string, string> },
  url: string,
  place: { slug: string; projectId: string; pageId: string },
) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  class CookieSocket extends WebSocket {
    constructor(address: string) {
      super(address, { headers: { cookie } });
    }
  }
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: CookieSocket });
  const doc = new Y.Doc();
  const notices: { type: string; read_only: boolean }[] = [];
  let refused: string | null = null;
  let closedWith: string | null = null;
  let answered: () => void = () => {};
  const auth = new Promise<void>((resolve) => {
    answered = resolve;
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: pageDocumentName(place.slug, place.projectId, place.pageId),
    document: doc,
    onAuthenticationFailed: ({ reason }) => {
      refused = reason;
      answered();
    },
    onSynced: () => answered(),
    onStateless: ({ payload }) => notices.push(JSON.parse(payload)),
    onClose: ({ event }) => {
      if (event.reason) closedWith = event.reason;
    },
  });
  provider.attach();
  await auth;
  const fragment = doc.getXmlFragment(PAGE_FRAGMENT);
  return {
    provider,
    /** The socket under the provider: `disconnect()` stops it retrying, `connect()` starts again. */
    socket,
    doc,
    notices,
    refused: () => refused,
    closedWith: () => closedWith,
    /** The text of each block, joined by newlines. */
    text: () => textOf(doc),
    /** A paragraph appended at the end, as typing on a new line does. */
    append: (words: string) => {
      const paragraph = new Y.XmlElement("paragraph");
      paragraph.insert(0, [new Y.XmlText(words)]);
      fragment.insert(fragment.length, [paragraph]);
    },
    /** Text typed at the start of the first block's text. */
    typeAtStart: (words: string) => {
      const first = fragment.get(0) as Y.XmlElement;
      (first.get(0) as Y.XmlText).insert(0, words);
    },
    /** Settles once the server applied everything this client sent. */
    settled: () => waitFor("the server to apply this client's changes", () => !provider.hasUnsyncedChanges),
    close: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** The text of each block of a page document, joined by newlines. */
export function textOf(doc: Y.Doc): string {
  return doc.getXmlFragment(PAGE_FRAGMENT).toArray().map(textOfNode).join("\n");
}

function textOfNode(node: Y.XmlElement | Y.XmlText | Y.XmlHook): string {
  if (node instanceof Y.XmlText) return node.toString().replace(/<[^>]+>/g, "");
  if (node instanceof Y.XmlElement) return node.toArray().map(textOfNode).join("");
  return "";
}
