import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, workspaces } from "../db/schema";
import { createWorkspace, getTestContext, signUp } from "../test/harness";
import { uniqueViolationMessage } from "./db-errors";

// The words a request gets when it loses a race at a unique index (the API races are in the features'
// tests); here each kind of refusal is produced directly, as the driver reports it.
describe("unique violations", () => {
  it("name the field a known index guards", async () => {
    const { app } = await getTestContext();
    const { agent, user } = await signUp(app);
    const { slug } = await createWorkspace(agent);
    const err = await app.db
      .insert(workspaces)
      .values({ name: "Copy", slug, organization_size: "2-10", owner_id: user.id })
      .catch((e: unknown) => e);
    expect(uniqueViolationMessage(err)).toBe("slug: a workspace with this URL already exists");
  });

  it("fall back to a retry message for an index without its own words, and ignore other errors", async () => {
    const { app } = await getTestContext();
    const { user } = await signUp(app);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    const duplicate = await app.db
      .insert(sessions)
      .values({ token_hash: session.token_hash, user_id: user.id, expires_at: new Date() })
      .catch((e: unknown) => e);
    expect(uniqueViolationMessage(duplicate)).toBe("This conflicts with a change made at the same time. Please try again.");
    const missingUser = await app.db
      .insert(sessions)
      .values({ token_hash: "x", user_id: "00000000-0000-4000-8000-000000000000", expires_at: new Date() })
      .catch((e: unknown) => e);
    expect(uniqueViolationMessage(missingUser)).toBeNull();
    expect(uniqueViolationMessage(new Error("other"))).toBeNull();
  });
});
