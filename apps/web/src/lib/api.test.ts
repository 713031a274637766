import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../test/fetch-stub";
import { ApiError, api, setUnauthorizedHandler } from "./api";

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("api client", () => {
  it("fetches a CSRF token once and sends it on unsafe methods only", async () => {
    const net = stubFetch({ "POST /api/things/": { body: { ok: true } }, "GET /api/things/": { body: [] } });
    await api.get("/api/things/");
    await api.post("/api/things/", { a: 1 });
    await api.post("/api/things/", { a: 2 });
    expect(net.to("GET /auth/get-csrf-token/")).toHaveLength(1);
    expect(net.to("GET /api/things/")[0].headers["x-csrftoken"]).toBeUndefined();
    expect(net.to("POST /api/things/").map((r) => r.headers["x-csrftoken"])).toEqual(["test-csrf-token", "test-csrf-token"]);
  });

  it("prefers the csrftoken cookie the server compares against", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "csrftoken=from-cookie; path=/";
    const net = stubFetch({ "PATCH /api/things/1/": { body: {} } });
    await api.patch("/api/things/1/", {});
    expect(net.to("GET /auth/get-csrf-token/")).toHaveLength(0);
    expect(net.to("PATCH /api/things/1/")[0].headers["x-csrftoken"]).toBe("from-cookie");
  });

  it("throws ApiError with the status and body of API and auth errors", async () => {
    stubFetch({
      "GET /api/missing/": { status: 404, body: { error: "Not found." } },
      "POST /auth/sign-in/": { status: 400, body: { error_code: 5020, error_message: "The password is incorrect." } },
    });
    const notFound = await api.get("/api/missing/").catch((e) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ status: 404, message: "Not found.", body: { error: "Not found." } });
    const auth = await api.post("/auth/sign-in/", {}).catch((e) => e);
    expect(auth).toMatchObject({ status: 400, code: 5020, message: "The password is incorrect." });
  });

  it("sends a 401 from /api to sign-in with the current path as next_path", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch({
      "GET /api/workspaces/acme/projects/": { status: 401, body: { error: "Authentication credentials were not provided." } },
    });
    window.history.replaceState(null, "", "/acme/projects?tab=all");
    await expect(api.get("/api/workspaces/acme/projects/")).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith(`/?next_path=${encodeURIComponent("/acme/projects?tab=all")}`);
  });

  it("does not redirect on a 401 while already on a public auth page", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch();
    window.history.replaceState(null, "", "/sign-up");
    await expect(api.get("/api/users/me/")).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});
