import { endpointUrl, type LiveEvent, type LiveServerMessage, liveEndpoints } from "@hangar/contracts";

export type LiveStatus = "connecting" | "open" | "closed";

export type LiveClientOptions = {
  /** Full ws(s):// URL for a connection resuming after `after` (null on the first one). */
  url: (after: number | null) => string;
  onEvent: (event: LiveEvent) => void;
  /** The server could not replay what was missed: everything of the workspace must be refetched. */
  onResync: () => void;
  onStatus?: (status: LiveStatus) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  pingMs?: number;
};

/** Close codes after which trying again cannot help (not signed in, not a member). */
const TERMINAL_CODES = new Set([4401, 4403, 4404]);
const SEEN_LIMIT = 2000;

/**
 * One workspace's live connection: reconnects with exponential backoff (1 s → 30 s), resumes with
 * `?after=<last event id seen>` so nothing is missed, drops events it already applied (the catch-up
 * and the live stream may overlap), and pings so proxies keep the socket open.
 */
export class LiveClient {
  private socket: WebSocket | null = null;
  private lastId: number | null = null;
  private readonly seen = new Set<number>();
  private attempts = 0;
  private connections = 0;
  private resumedFrom: number | null = null;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: LiveClientOptions) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.clearPing();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= 1) socket.close(1000, "done");
    this.options.onStatus?.("closed");
  }

  /** Skips the backoff wait (the browser came back online, the tab became visible). */
  reconnectNow() {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  get lastEventId(): number | null {
    return this.lastId;
  }

  private connect() {
    this.options.onStatus?.("connecting");
    this.connections += 1;
    this.resumedFrom = this.lastId;
    const socket = new WebSocket(this.options.url(this.lastId));
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.options.onStatus?.("open");
      this.startPing(socket);
    };
    socket.onmessage = (message: MessageEvent) => {
      if (this.socket === socket) this.receive(message.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearPing();
      this.options.onStatus?.("closed");
      if (this.stopped || TERMINAL_CODES.has(event.code)) return;
      this.scheduleReconnect();
    };
    // Errors are followed by close, which owns the retry.
    socket.onerror = () => undefined;
  }

  private receive(data: unknown) {
    if (typeof data !== "string" || data === "pong") return;
    let message: LiveServerMessage;
    try {
      // The server's messages follow liveServerMessageSchema (checked on its side in tests and development).
      message = JSON.parse(data) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === "event") {
      const { event } = message;
      if (this.seen.has(event.id)) return;
      this.remember(event.id);
      this.lastId = this.lastId === null ? event.id : Math.max(this.lastId, event.id);
      this.options.onEvent(event);
    } else if (message.type === "ready") {
      // The first connection starts from "now"; later ones resume from what they saw. A retry that had
      // nothing to resume from (the first socket never got this far) may have missed changes.
      if (this.lastId === null) this.lastId = message.last_event_id;
      if (this.resumedFrom === null && this.connections > 1) this.options.onResync();
      this.attempts = 0;
    } else if (message.type === "resync") {
      this.options.onResync();
    }
  }

  private remember(id: number) {
    this.seen.add(id);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value as number);
  }

  private scheduleReconnect() {
    const min = this.options.minDelayMs ?? 1000;
    const max = this.options.maxDelayMs ?? 30_000;
    const delay = Math.min(max, min * 2 ** this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      if (!this.stopped) this.connect();
    }, delay);
  }

  private startPing(socket: WebSocket) {
    this.clearPing();
    this.pingTimer = setInterval(() => {
      if (socket.readyState === 1) socket.send("ping");
    }, this.options.pingMs ?? 25_000);
  }

  private clearPing() {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

export function liveUrl(slug: string, after: number | null, location: Pick<Location, "protocol" | "host"> = window.location) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const query = after === null ? "" : `?after=${after}`;
  return `${scheme}//${location.host}${endpointUrl(liveEndpoints.socket.path, { slug })}${query}`;
}
