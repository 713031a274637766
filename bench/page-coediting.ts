/**
 * Page co-editing: a page of about 200 kB of text, 20 simulated Yjs clients (HocuspocusProvider over `ws`,
 * as the editor is) typing into it at once, each in its own paragraph at a typist's pace. Prints the delay
 * from one client's keystroke to its arrival at every other client (p50/p99/max), how long the first open
 * (converting the HTML to Yjs) took, and the server's memory per open document. Starts the built server
 * (`npm run build` first) on a fresh data directory with its embedded PostgreSQL, as bench/throughput.ts does.
 *   node --import tsx bench/page-coediting.ts [--clients 20] [--seconds 20] [--kb 200] [--documents 5]
 */
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import WebSocket from "ws";
import * as Y from "yjs";
import { PAGE_LIVE_PATH, pageDocumentName } from "../packages/contracts/src/index";
import { percentile } from "./stats";
import { startServer } from "./throughput-server";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) || fallback : fallback;
};
const clients = arg("clients", 20);
const seconds = arg("seconds", 20);
const kb = arg("kb", 200);
const documents = arg("documents", 5);
/** A typist's pace: one keystroke every 150–250 ms per client. */
const keystrokeMs = () => 150 + Math.random() * 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed-in HTTP client of the server: keeps its cookies, sends the CSRF token. */
async function session(origin: string) {
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        cookie: cookie(),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(method === "GET" ? {} : { "x-csrftoken": cookies.get("csrftoken") ?? "", origin }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [k, v] = pair.split("=");
      cookies.set(k.trim(), v ?? "");
    }
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  await call("GET", "/auth/get-csrf-token/");
  await call("POST", "/auth/sign-up/", {
    email: `bench-${Date.now()}@bench.local`,
    password: "Bench-pass1!",
    first_name: "Bench",
  });
  return { call, cookie };
}

/** About `kb` kilobytes of text in paragraphs of ~500 characters. */
function bigHtml(kilobytes: number) {
  const sentence = "The quick brown fox jumps over the lazy dog while the team reviews the launch checklist. ";
  const paragraph = sentence.repeat(6);
  const count = Math.ceil((kilobytes * 1024) / paragraph.length);
  return Array.from({ length: count }, (_, i) => `<p>${i} ${paragraph}</p>`).join("");
}

async function openClient(url: string, cookie: string, name: string) {
  class CookieSocket extends WebSocket {
    constructor(address: string) {
      super(address, { headers: { cookie } });
    }
  }
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: CookieSocket });
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc });
  provider.attach();
  await new Promise<void>((resolve, reject) => {
    provider.on("synced", () => resolve());
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(reason)));
  });
  return { doc, provider, socket, fragment: doc.getXmlFragment("default") };
}

async function main() {
  const server = await startServer("embedded", { tag: "coedit" });
  try {
    const { call, cookie } = await session(server.origin);
    const slug = `coedit-${Date.now().toString(36)}`;
    await call("POST", "/api/workspaces/", { name: "Co-editing bench", slug, organization_size: "2-10" });
    const project = await call("POST", `/api/workspaces/${slug}/projects/`, { name: "Bench", identifier: "BEN" });
    const html = bigHtml(kb);
    const pages: { id: string }[] = [];
    for (let i = 0; i < documents; i++)
      pages.push(
        await call("POST", `/api/workspaces/${slug}/projects/${project.id}/pages/`, { name: `Big ${i}`, description_html: html }),
      );
    const url = `${server.origin.replace("http", "ws")}${PAGE_LIVE_PATH}`;
    const nameOf = (pageId: string) => pageDocumentName(slug, project.id, pageId);

    const rssIdle = server.rssMb();
    let started = performance.now();
    const first = await openClient(url, cookie(), nameOf(pages[0].id));
    const firstOpenMs = performance.now() - started;
    const team = [first];
    started = performance.now();
    for (let i = 1; i < clients; i++) team.push(await openClient(url, cookie(), nameOf(pages[0].id)));
    const joinMs = (performance.now() - started) / Math.max(1, clients - 1);
    const text = first.fragment
      .toArray()
      .map((p) => (p as Y.XmlElement).toString())
      .join("");
    console.log(
      `page: ${(Buffer.byteLength(html) / 1024).toFixed(0)} kB of HTML, ${first.fragment.length} paragraphs, Yjs update ${(Y.encodeStateAsUpdate(first.doc).length / 1024).toFixed(0)} kB (${(text.length / 1024).toFixed(0)} kB as XML)`,
    );
    console.log(
      `first open (HTML → Yjs, stored): ${firstOpenMs.toFixed(0)} ms; each further client joins in ${joinMs.toFixed(0)} ms`,
    );

    // Client i types at the end of paragraph i; when its text reaches length n, keystroke n was sent at sentAt[i][n].
    const sentAt = team.map(() => new Map<number, number>());
    const delays: number[] = [];
    const textOf = (c: (typeof team)[number], i: number) => (c.fragment.get(i) as Y.XmlElement).get(0) as Y.XmlText;
    team.forEach((receiver, r) => {
      team.forEach((_, i) => {
        if (i === r) return;
        let seen = textOf(receiver, i).length;
        textOf(receiver, i).observe(() => {
          const now = performance.now();
          const length = textOf(receiver, i).length;
          for (let n = seen + 1; n <= length; n++) {
            const at = sentAt[i].get(n);
            if (at !== undefined) delays.push(now - at);
          }
          seen = Math.max(seen, length);
        });
      });
    });
    let typing = true;
    const typists = team.map(async (c, i) => {
      const target = textOf(c, i);
      while (typing) {
        await sleep(keystrokeMs());
        target.insert(target.length, String.fromCharCode(97 + (target.length % 26)));
        sentAt[i].set(target.length, performance.now());
      }
    });
    await sleep(seconds * 1000);
    typing = false;
    await Promise.all(typists);
    const keystrokes = sentAt.reduce((n, m) => n + m.size, 0);
    await sleep(1500);
    const converged = team.every(
      (c) => Y.encodeStateAsUpdate(c.doc).length > 0 && c.fragment.toString() === first.fragment.toString(),
    );
    console.log(
      `${clients} clients, ${seconds} s: ${keystrokes} keystrokes, ${delays.length} deliveries (expected ${keystrokes * (clients - 1)}), converged: ${converged}`,
    );
    console.log(
      `keystroke → other client: p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
    );
    const rssOne = server.rssMb();

    // Memory: the other pages opened by one client each; the server's growth per open document.
    const others = [];
    for (const page of pages.slice(1)) others.push(await openClient(url, cookie(), nameOf(page.id)));
    await sleep(1000);
    const rssAll = server.rssMb();
    console.log(
      `server RSS: ${rssIdle.toFixed(0)} MB idle, ${rssOne.toFixed(0)} MB with the page open to ${clients} clients, ${rssAll.toFixed(0)} MB with ${documents} such pages open`,
    );
    if (documents > 1)
      console.log(
        `memory per open ${kb} kB document: ~${((rssAll - rssOne) / (documents - 1)).toFixed(1)} MB (RSS growth per further page)`,
      );
    console.log(`with its first ${clients} clients: ~${(rssOne - rssIdle).toFixed(1)} MB`);
    for (const c of [...team, ...others]) {
      c.provider.destroy();
      c.socket.destroy();
    }
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
