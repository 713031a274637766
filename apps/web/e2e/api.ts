import type { APIRequestContext } from "@playwright/test";
import { mailedLink, PASSWORD, uniqueEmail } from "./helpers";

/**
 * Sets a user up through the API (the UI journeys for sign-up and onboarding live in their own specs):
 * the browser context's cookies are shared with `request`, so the page is signed in afterwards.
 */
export class Api {
  private csrf = "";
  constructor(private readonly request: APIRequestContext) {}

  private async token() {
    if (!this.csrf) this.csrf = (await (await this.request.get("/auth/get-csrf-token/")).json()).csrf_token;
    return this.csrf;
  }

  // biome-ignore lint/suspicious/noExplicitAny: journeys read loosely-typed JSON replies
  async call<T = any>(method: "POST" | "PATCH" | "DELETE" | "GET", url: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(url, {
      method,
      data: data as never,
      headers: method === "GET" ? {} : { "X-CSRFToken": await this.token() },
    });
    if (!res.ok()) throw new Error(`${method} ${url} → ${res.status()} ${await res.text()}`);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  }

  async signUp(first: string, email = uniqueEmail(first.toLowerCase())) {
    const user = await this.call("POST", "/auth/sign-up/", { email, password: PASSWORD, first_name: first, last_name: "Tester" });
    await this.call("PATCH", "/api/users/me/profile/", { onboarding_step: { profile_complete: true } });
    await this.call("PATCH", "/api/users/me/onboard/", { is_onboarded: true });
    return { ...user, email } as { id: string; email: string };
  }

  /** Joins through the invitation's mailed link: its token proves a password sign-up's address. */
  async joinInvitation(slug: string, invitationId: string, email: string) {
    const token = (await mailedLink(email, "/workspace-invitations/")).searchParams.get("token");
    return this.call("POST", `/api/workspaces/${slug}/invitations/${invitationId}/join/`, { token });
  }

  async workspaceWithProject(name: string) {
    const slug = `${name.toLowerCase()}-${Date.now().toString(36)}`;
    await this.call("POST", "/api/workspaces/", { name, slug, organization_size: "2-10" });
    const identifier = name.slice(0, 3).toUpperCase();
    const project = await this.call("POST", `/api/workspaces/${slug}/projects/`, { name: `${name} App`, identifier });
    return { slug, project: project as { id: string; identifier: string } };
  }
}
