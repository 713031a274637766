import { issueExtraEndpoints as extras } from "@hangar/contracts";
import { serve } from "../../../lib/serve";
import type { App } from "../../../lib/types";
import { issueAccess } from "../issue-access";
import { bulkSubscribe, getSubscription, subscribe, unsubscribe } from "./subscriptions.service";

/**
 * Subscriptions: declared in packages/contracts/src/endpoints/issue-extras.ts. Following an issue is
 * personal: every project member, guests included, manages only their own.
 */
export async function subscriptionRoutes(app: App) {
  const db = app.db;
  serve(app, extras.getSubscription, async ({ access, params }) =>
    getSubscription(db, await issueAccess(db, access, params.issueId)),
  );
  serve(app, extras.subscribe, async ({ access, params }) => subscribe(db, await issueAccess(db, access, params.issueId)));
  serve(app, extras.unsubscribe, async ({ access, params }) => unsubscribe(db, await issueAccess(db, access, params.issueId)));
  serve(app, extras.bulkSubscribe, ({ access, body }) => bulkSubscribe(db, access, body));
}
