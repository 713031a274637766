import { createHmac } from "node:crypto";
import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey } from "@hangar/contracts";
import { safeEqual } from "../../../lib/crypto";

/**
 * The credential of a notification mail's unsubscribe link: `{userId}.{preference}.{signature}`, the
 * signature an HMAC-SHA256 under a key derived from SECRET_KEY for this use alone (a token of another
 * feature can never pass as one). It does not expire: a mail read months later must still stop its kind,
 * and all it can do is turn one kind of mail off.
 */
export type UnsubscribeClaim = { userId: string; preference: NotificationPreferenceKey };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keyFrom = (secretKey: string) => createHmac("sha256", secretKey).update("hangar notification-mail unsubscribe").digest();

const signature = (secretKey: string, payload: string) =>
  createHmac("sha256", keyFrom(secretKey)).update(payload).digest("base64url");

export function signUnsubscribeToken(secretKey: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.userId}.${claim.preference}`;
  return `${payload}.${signature(secretKey, payload)}`;
}

/** The claim of a token signed with this key; null for anything else (malformed, tampered, another key). */
export function verifyUnsubscribeToken(secretKey: string, token: string): UnsubscribeClaim | null {
  const [userId, preference, given, ...rest] = token.split(".");
  if (!userId || !preference || !given || rest.length > 0) return null;
  if (!UUID.test(userId) || !(NOTIFICATION_PREFERENCE_KEYS as readonly string[]).includes(preference)) return null;
  if (!safeEqual(given, signature(secretKey, `${userId}.${preference}`))) return null;
  return { userId, preference: preference as NotificationPreferenceKey };
}
