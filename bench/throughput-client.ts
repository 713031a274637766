/**
 * A signed-in HTTP session against a running server (session cookie + CSRF double submit, as the
 * README's API section describes), for bench/throughput.ts to discover ids and build autocannon headers.
 */
export type Session = {
  origin: string;
  /** Headers every benchmarked request carries: the cookies, and the CSRF echo for unsafe methods. */
  headers: Record<string, string>;
  get<T>(path: string): Promise<T>;
  send<T>(method: "POST" | "PATCH", path: string, body: unknown): Promise<T>;
};

function cookiesOf(res: Response): [string, string][] {
  return res.headers.getSetCookie().map((c) => {
    const [pair] = c.split(";");
    const eq = pair.indexOf("=");
    return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
  });
}

async function expectOk(res: Response, what: string) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
}

export async function signIn(origin: string, email: string, password: string): Promise<Session> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrfRes = await fetch(`${origin}/auth/get-csrf-token/`);
  await expectOk(csrfRes, "csrf token");
  for (const [k, v] of cookiesOf(csrfRes)) jar.set(k, v);
  const csrf = jar.get("csrftoken") ?? "";
  const signInRes = await fetch(`${origin}/auth/sign-in/`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookie(), "x-csrftoken": csrf, origin },
    body: JSON.stringify({ email, password }),
  });
  await expectOk(signInRes, "sign-in");
  for (const [k, v] of cookiesOf(signInRes)) jar.set(k, v);
  if (!jar.has("session-id")) throw new Error("sign-in set no session-id cookie");
  const headers = { cookie: cookie(), "x-csrftoken": csrf, origin };
  return {
    origin,
    headers,
    async get<T>(path: string) {
      const res = await fetch(`${origin}${path}`, { headers });
      await expectOk(res, `GET ${path}`);
      return (await res.json()) as T;
    },
    async send<T>(method: "POST" | "PATCH", path: string, body: unknown) {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await expectOk(res, `${method} ${path}`);
      return (await res.json()) as T;
    },
  };
}

/** Size in bytes of one answer to `path`, to show what a scenario moves per request. */
export async function replyBytes(session: Session, path: string): Promise<number> {
  const res = await fetch(`${session.origin}${path}`, { headers: session.headers });
  await expectOk(res, `GET ${path}`);
  return (await res.arrayBuffer()).byteLength;
}
