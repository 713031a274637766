import { endpoint, endpointTable, noContent } from "@hangar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app";
import { openTestDatabase, testEnv } from "../test/harness";
import { serve } from "./serve";
import type { App } from "./types";

const person = z.object({ id: z.string(), name: z.string(), tags: z.array(z.object({ label: z.string() })) });
const probe = endpoint({
  method: "GET",
  path: "/api/contract-probe/:shape/",
  access: "public",
  response: person,
  summary: "Answers a shape chosen by the test",
});
const removal = endpoint({
  method: "DELETE",
  path: "/api/contract-probe/:shape/",
  access: "public",
  response: noContent,
  status: 204,
  csrf: false,
  summary: "Answers nothing",
});

const shapes: Record<string, unknown> = {
  right: { id: "1", name: "Ada", tags: [{ label: "x" }] },
  extra: { id: "1", name: "Ada", tags: [{ label: "x" }], password_hash: "secret" },
  nestedExtra: { id: "1", name: "Ada", tags: [{ label: "x", internal: true }] },
  wrongType: { id: 1, name: "Ada", tags: [] },
  missing: { id: "1", tags: [] },
};

async function appWithProbe(validateResponses: boolean): Promise<{ app: App; close: () => Promise<void> }> {
  const database = await openTestDatabase();
  const app = await buildApp({ db: database.db, env: testEnv({ validateResponses }), webDist: null });
  serve(app, probe, ({ params }) => shapes[params.shape] as z.infer<typeof person>);
  serve(app, removal, () => undefined);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe("replies are checked against their endpoint's response schema", () => {
  let checked: Awaited<ReturnType<typeof appWithProbe>>;
  beforeAll(async () => {
    checked = await appWithProbe(true);
  });
  afterAll(async () => checked.close());

  it("passes a reply that matches", async () => {
    const res = await checked.app.inject({ method: "GET", url: "/api/contract-probe/right/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(shapes.right);
  });

  it.each([
    ["extra", "password_hash is not in the response schema"],
    ["nestedExtra", "tags.0.internal is not in the response schema"],
    ["wrongType", "id: Invalid input: expected string, received number"],
    ["missing", "name: Invalid input: expected string, received undefined"],
  ])("answers 500 naming the drift when a reply is %s", async (shape, problem) => {
    const res = await checked.app.inject({ method: "GET", url: `/api/contract-probe/${shape}/` });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe(`GET /api/contract-probe/:shape/ answered outside its contract: ${problem}`);
  });

  it("sends a 204 with no body", async () => {
    const res = await checked.app.inject({ method: "DELETE", url: "/api/contract-probe/right/" });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
  });
});

describe("without validateResponses (production)", () => {
  it("sends the reply as the handler made it", async () => {
    const plain = await appWithProbe(false);
    try {
      const res = await plain.app.inject({ method: "GET", url: "/api/contract-probe/extra/" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(shapes.extra);
    } finally {
      await plain.close();
    }
  });
});

describe("the endpoint table is the API", () => {
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await appWithProbe(true));
  });
  afterAll(async () => close());

  it("registers every entry of the table, with its declared access", () => {
    const registered = new Map(app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
    for (const [feature, entries] of Object.entries(endpointTable)) {
      for (const [name, entry] of Object.entries(entries)) {
        expect(registered.get(`${entry.method} ${entry.path}`), `${feature}.${name}`).toEqual(entry.access);
      }
    }
  });

  it("documents a response schema for every endpoint in the OpenAPI document", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { description?: string; content?: unknown }> }>>;
    };
    // Fastify's swagger writes "Default Response" with no content where a route declares no schema.
    const declared = (response: { description?: string; content?: unknown }) =>
      response.content !== undefined || (response.description !== undefined && response.description !== "Default Response");
    const undocumented: string[] = [];
    for (const route of app.routeAccess) {
      if (route.url.startsWith("/api/docs") || route.url.startsWith("/api/contract-probe")) continue;
      const openApiPath = route.url.replace(/:([A-Za-z_]+)/g, "{$1}");
      const operation = doc.paths[openApiPath]?.[route.method.toLowerCase()];
      const responses = Object.values(operation?.responses ?? {});
      if (responses.length === 0 || !responses.every(declared)) undocumented.push(`${route.method} ${route.url}`);
    }
    expect(undocumented).toEqual([]);
  });
});
