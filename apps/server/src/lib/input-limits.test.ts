import { JSON_FIELD_MAX_BYTES } from "@hangar/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createProject, createWorkspace, getTestContext, type SignedIn, signUp } from "../test/harness";
import { snapshot } from "./bad-input-test-kit";
import { invalidInputMessage } from "./db-errors";
import { isRecord, isString, leaves, operations } from "./request-samples-test-kit";
import type { App } from "./types";

let app: App;
let owner: SignedIn;
let slug: string;
let projectId: string;

beforeAll(async () => {
  ({ app } = await getTestContext());
  owner = await signUp(app);
  ({ slug } = await createWorkspace(owner.agent));
  projectId = (await createProject(owner.agent, slug)).id;
});

const projectUrl = () => `/api/workspaces/${slug}/projects/${projectId}/`;

describe("free JSON fields are bounded", () => {
  const bigLogo = { in_use: "emoji", emoji: { value: "🚀", padding: "x".repeat(JSON_FIELD_MAX_BYTES) } };

  it("refuses logo_props, view_props and theme past 8 KB, and NUL inside them, changing nothing", async () => {
    const before = await snapshot(app);
    const attempts: [string, string, Record<string, unknown>, string][] = [
      ["PATCH", projectUrl(), { logo_props: bigLogo }, "logo_props"],
      ["POST", `/api/workspaces/${slug}/projects/`, { name: "Big", identifier: "BIG", logo_props: bigLogo }, "logo_props"],
      ["POST", `${projectUrl()}cycles/`, { name: "C", view_props: { x: "y".repeat(1024 * 1024) } }, "view_props"],
      ["POST", `${projectUrl()}modules/`, { name: "M", logo_props: bigLogo }, "logo_props"],
      ["POST", `/api/workspaces/${slug}/views/`, { name: "V", logo_props: bigLogo }, "logo_props"],
      ["PATCH", "/api/users/me/profile/", { theme: { palette: "z".repeat(9000) } }, "theme"],
      ["PATCH", projectUrl(), { logo_props: { emoji: { value: "a\u0000b" } } }, "logo_props"],
      ["PATCH", projectUrl(), { logo_props: { "k\u0000": 1 } }, "logo_props"],
    ];
    for (const [method, url, body, field] of attempts) {
      const res = await owner.agent.request(method as "POST", url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${field}: `));
    }
    const big = await owner.agent.patch(projectUrl(), { logo_props: bigLogo });
    expect(big.json().error).toBe(`logo_props: can be at most ${JSON_FIELD_MAX_BYTES} bytes of JSON`);
    let deep: Record<string, unknown> = { value: "🚀" };
    for (let i = 0; i < 20; i++) deep = { nested: deep };
    const nested = await owner.agent.patch(projectUrl(), { logo_props: deep });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error).toBe("logo_props: can nest at most 10 levels");
    expect(await snapshot(app)).toEqual(before);
  });

  it("still takes a logo the web app writes", async () => {
    const logo = { in_use: "emoji", emoji: { value: "🚀" } };
    const res = await owner.agent.patch(projectUrl(), { logo_props: logo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo_props).toEqual(logo);
  });
});

describe("image URL fields take http(s) and this instance's uploads only", () => {
  const fields = () =>
    [
      ["/api/users/me/", "avatar"],
      [`/api/workspaces/${slug}/`, "logo_url"],
      [projectUrl(), "cover_image"],
    ] as const;

  it("refuses javascript:, data:, protocol-relative, other same-origin paths and traversal out of /api/assets/", async () => {
    const before = await snapshot(app);
    const bad = [
      "javascript:alert(document.cookie)",
      " JavaScript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
      "vbscript:msgbox(1)",
      "//evil.example/a.png",
      "/auth/sign-out/",
      "/api/assets/../../auth/sign-out/",
      "/api/assets/%2e%2e/%2e%2e/auth/",
      "https:/\\evil.example",
      "http://",
      "ftp://example.com/a.png",
      "file:///etc/passwd",
    ];
    for (const [url, field] of fields()) {
      for (const value of bad) {
        const res = await owner.agent.patch(url, { [field]: value });
        expect(res.statusCode, `${field}=${value}: ${res.body}`).toBe(400);
        expect(res.json().error).toBe(`${field}: must be an http(s) URL or the address of a file uploaded here`);
      }
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it("keeps http(s) images and uploads, and clears with an empty string or null", async () => {
    const good = [
      "https://cdn.example.com/a.png?size=64",
      "http://images.example.org/b.jpg",
      "/api/assets/v2/uploads/ws/abc-123/logo.png",
    ];
    for (const [url, field] of fields()) {
      for (const value of good) {
        const res = await owner.agent.patch(url, { [field]: value });
        expect(res.statusCode, `${field}=${value}: ${res.body}`).toBe(200);
        expect(res.json()[field]).toBe(value);
      }
      for (const cleared of ["", null]) {
        const res = await owner.agent.patch(url, { [field]: cleared });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()[field]).toBeNull();
      }
    }
  });
});

describe("every free-text field has a length bound", () => {
  it("each string field of every write body that is not an enum, id or pattern declares a maxLength", () => {
    const unbounded: string[] = [];
    for (const op of operations(app).filter((o) => o.body)) {
      for (const leaf of leaves(op.body ?? {})) {
        if (isRecord(leaf.schema) || !isString(leaf.schema)) continue;
        const variants = [leaf.schema, ...(leaf.schema.anyOf ?? [])] as Record<string, unknown>[];
        if (variants.some((v) => v.maxLength !== undefined || v.enum || v.const !== undefined || v.format || v.pattern)) continue;
        unbounded.push(`${op.method} ${op.url} ${leaf.path.join(".")}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe("dates outside 0001–9999 and days that do not exist", () => {
  it("an issue with year 0000 is refused with the field named, and no issue is made", async () => {
    const url = `${projectUrl()}issues/`;
    const before = await snapshot(app);
    for (const target_date of ["0000-01-01", "10000-01-01", "-001-01-01", "2026-02-30"]) {
      const res = await owner.agent.post(url, { name: "Dated", target_date });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: "target_date: must be a valid date in YYYY-MM-DD format (years 0001 to 9999)" });
    }
    expect(await snapshot(app)).toEqual(before);
    const edge = await owner.agent.post(url, { name: "Edges", start_date: "0001-01-01", target_date: "9999-12-31" });
    expect(edge.statusCode, edge.body).toBe(201);
    expect([edge.json().start_date, edge.json().target_date]).toEqual(["0001-01-01", "9999-12-31"]);
  });

  it("a list filter on year 0000 is a 400 naming the filter", async () => {
    const res = await owner.agent.get(`${projectUrl()}issues/?target_date=${encodeURIComponent("0000-01-01;after")}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^target_date: invalid value "0000-01-01;after"/);
  });
});

describe("what the database refuses is a 400, never a 500", () => {
  it("names PostgreSQL's invalid-input SQLSTATEs, through Drizzle's wrapper", () => {
    const wrapped = (code: string) => ({ message: "Failed query: …", cause: { code, message: "driver says" } });
    expect(invalidInputMessage(wrapped("22021"))).toBe(
      "Invalid input: text contains a character that cannot be stored (such as NUL, \\u0000)",
    );
    expect(invalidInputMessage(wrapped("22P05"))).toMatch(/^Invalid input: text contains/);
    expect(invalidInputMessage(wrapped("22008"))).toBe("Invalid input: a date or time is out of range (years 0001 to 9999)");
    expect(invalidInputMessage(wrapped("22007"))).toBe("Invalid input: a date or time is not valid");
    expect(invalidInputMessage(wrapped("22003"))).toBe("Invalid input: a number is out of range");
    expect(invalidInputMessage(wrapped("22P02"))).toBe("Invalid input: a value is not in the expected format");
    expect(invalidInputMessage(wrapped("23505"))).toBeNull();
    expect(invalidInputMessage(new Error("boom"))).toBeNull();
  });

  it("a NUL in a path parameter reaches the database only to come back as a 400", async () => {
    const res = await owner.agent.get("/api/workspaces/a%00b/");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Invalid input: text contains a character that cannot be stored (such as NUL, \\u0000)",
    });
  });
});
