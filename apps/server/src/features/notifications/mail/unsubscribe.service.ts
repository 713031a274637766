import type { UnsubscribeState } from "@hangar/contracts";
import type { Db } from "../../../db/client";
import { badRequest } from "../../../lib/errors";
import { findUserById } from "../../users";
import { getPreferences, updatePreferences } from "./preferences.service";
import { type UnsubscribeClaim, verifyUnsubscribeToken } from "./unsubscribe-token";

export const INVALID_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. Change which mails you get in your account settings.";

/** The token's claim, for a user who still exists; anything else is one 400 that says nothing more. */
async function claimOf(db: Db, secretKey: string, token: string): Promise<UnsubscribeClaim> {
  const claim = verifyUnsubscribeToken(secretKey, token);
  if (!claim || !(await findUserById(db, claim.userId))) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
  return claim;
}

/** What the link would stop, for the screen that asks before it does (a link scanner's GET changes nothing). */
export async function unsubscribeState(db: Db, secretKey: string, token: string): Promise<UnsubscribeState> {
  const { userId, preference } = await claimOf(db, secretKey, token);
  return { preference, enabled: (await getPreferences(db, userId))[preference] };
}

/** Turns the link's kind of mail off; doing it again changes nothing more. */
export async function unsubscribe(db: Db, secretKey: string, token: string): Promise<UnsubscribeState> {
  const { userId, preference } = await claimOf(db, secretKey, token);
  const next = await updatePreferences(db, userId, { [preference]: false });
  return { preference, enabled: next[preference] };
}
