import { cycleEndpoints, projectEndpoints, workspaceEndpoints } from "@hangar/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../test/fetch-stub";
import { ApiError, call, setUnauthorizedHandler } from "./api";

const project = { slug: "acme", projectId: "p1" };

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("api client", () => {
  it("fetches a CSRF token once and sends it on unsafe methods only", async () => {
    const cycles = "/api/workspaces/acme/projects/p1/cycles/";
    const net = stubFetch({ [`POST ${cycles}`]: { body: { ok: true } }, [`GET ${cycles}`]: { body: [] } });
    await call(cycleEndpoints.list, { params: project });
    await call(cycleEndpoints.create, { params: project, body: { name: "One" } });
    await call(cycleEndpoints.create, { params: project, body: { name: "Two" } });
    expect(net.to("GET /auth/get-csrf-token/")).toHaveLength(1);
    expect(net.to(`GET ${cycles}`)[0].headers["x-csrftoken"]).toBeUndefined();
    expect(net.to(`POST ${cycles}`).map((r) => r.headers["x-csrftoken"])).toEqual(["test-csrf-token", "test-csrf-token"]);
  });

  it("prefers the csrftoken cookie the server compares against", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = "csrftoken=from-cookie; path=/";
    const cycle = "/api/workspaces/acme/projects/p1/cycles/c%2F1/";
    const net = stubFetch({ [`PATCH ${cycle}`]: { body: {} } });
    await call(cycleEndpoints.update, { params: { ...project, cycleId: "c/1" }, body: {} });
    expect(net.to("GET /auth/get-csrf-token/")).toHaveLength(0);
    // The path parameter is encoded into one segment.
    expect(net.to(`PATCH ${cycle}`)[0].headers["x-csrftoken"]).toBe("from-cookie");
  });

  it("throws ApiError with the status and body of API and auth errors", async () => {
    stubFetch({
      "GET /api/workspaces/acme/projects/p1/cycles/": { status: 404, body: { error: "Not found." } },
      "POST /auth/sign-in/": { status: 400, body: { error_code: 5020, error_message: "The password is incorrect." } },
    });
    const notFound = await call(cycleEndpoints.list, { params: project }).catch((e) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ status: 404, message: "Not found.", body: { error: "Not found." } });
    const auth = await call(workspaceEndpoints.signIn, { body: { email: "a@b.c", password: "x" } }).catch((e) => e);
    expect(auth).toMatchObject({ status: 400, code: 5020, message: "The password is incorrect." });
  });

  it("sends a 401 from /api to sign-in with the current path as next_path", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch({
      "GET /api/workspaces/acme/projects/": { status: 401, body: { error: "Authentication credentials were not provided." } },
    });
    window.history.replaceState(null, "", "/acme/projects?tab=all");
    await expect(call(projectEndpoints.list, { params: { slug: "acme" } })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith(`/?next_path=${encodeURIComponent("/acme/projects?tab=all")}`);
  });

  it("does not redirect on a 401 while already on a public auth page", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch();
    window.history.replaceState(null, "", "/sign-up");
    await expect(call(workspaceEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });
});
