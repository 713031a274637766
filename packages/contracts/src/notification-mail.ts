import { z } from "zod";
import { NOTIFICATION_PREFERENCE_KEYS } from "./notification";

export { NOTIFICATION_PREFERENCE_LABELS } from "./domain/notification-mail";

/** The signed token a notification mail's unsubscribe link carries: it names the user and one preference. */
export const unsubscribeQuery = z.object({
  token: z
    .string()
    .max(512, "token is too long")
    .regex(/^[A-Za-z0-9_-]+\.[a-z_]+\.[A-Za-z0-9_-]+$/, "token is not a valid unsubscribe token"),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;

/**
 * A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058); the web
 * screen posts nothing. Either way the token in the query is the whole request.
 */
export const unsubscribeBody = z.object({ "List-Unsubscribe": z.enum(["One-Click"]).optional() }).optional();

export const unsubscribeStateSchema = z.object({
  preference: z.enum(NOTIFICATION_PREFERENCE_KEYS),
  /** Whether mail of this kind is still sent to the token's user. */
  enabled: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
