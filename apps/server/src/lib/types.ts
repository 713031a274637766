import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../db/client";
import type { AccessPolicy, RouteAccess } from "./access-policy";
import type { Env } from "./env";
import type { EventHub } from "./events";
import type { JobRunner } from "./jobs";
import type { Mailer } from "./mail";
import type { ProjectAccess, WorkspaceAccess } from "./permissions";

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
    /** Background jobs (lib/jobs): register kinds of job before ready, enqueue any time after. */
    jobs: JobRunner;
    events: EventHub;
    /** Every route with its declared access, in registration order (lib/access-policy.ts). */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** The membership the route's declared workspace or project policy found (lib/access-policy.ts). */
    access: WorkspaceAccess | ProjectAccess | undefined;
  }
  interface FastifyContextConfig {
    /** Who may call the route (lib/access-policy.ts); every route under /api, /auth, /live and /god-mode declares it. */
    access?: AccessPolicy;
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
