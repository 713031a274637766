import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../db/client";
import type { Env } from "./env";
import type { EventHub } from "./events";
import type { Mailer } from "./mail";

export type SessionUser = {
  id: string;
  email: string;
  display_name: string;
  is_instance_admin: boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    env: Env;
    mailer: Mailer;
    events: EventHub;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Route is reachable without a signed-in user. */
    public?: boolean;
    /** Route carries its own credential (e.g. a signed upload policy) instead of the session, so no CSRF check. */
    csrf?: false;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
