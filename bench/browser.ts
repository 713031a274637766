import type { Page } from "playwright-core";

/** An API call from inside the page, with its session cookie and CSRF token, as the web app makes it. */
export async function call(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf =
        document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? (await (await fetch("/auth/get-csrf-token/")).json()).csrf_token;
      const res = await fetch(url, {
        method,
        headers: { "content-type": "application/json", "x-csrftoken": csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { method, url, body },
  );
}
