import { endpoint } from "../endpoint";
import { unsubscribeBody, unsubscribeQuery, unsubscribeStateSchema } from "../notification-mail";

const unsubscribe = "/api/notification-mail/unsubscribe/";
/** The token is the credential: a mail client posts it with no session and no CSRF token (RFC 8058). */
const byToken = { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } } as const;

/** The notification mail's unsubscribe link (RFC 8058 one-click, and the screen its link opens). */
export const notificationMailEndpoints = {
  unsubscribeState: endpoint({
    method: "GET",
    path: unsubscribe,
    ...byToken,
    query: unsubscribeQuery,
    response: unsubscribeStateSchema,
    summary: "Which kind of notification mail an unsubscribe link stops, and whether it is still sent",
  }),
  unsubscribe: endpoint({
    method: "POST",
    path: unsubscribe,
    ...byToken,
    csrf: false,
    form: true,
    query: unsubscribeQuery,
    body: unsubscribeBody,
    response: unsubscribeStateSchema,
    summary: "Stop one kind of notification mail for the link's user (one click, no sign-in)",
  }),
};
