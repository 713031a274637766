import type {
  AccessPolicy,
  AnyEndpoint,
  EndpointParsedBody,
  EndpointParsedQuery,
  EndpointResponse,
  PathParamNames,
} from "@hangar/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./errors";
import type { ProjectAccess, WorkspaceAccess } from "./permissions";
import { responseDrift } from "./response-drift";
import type { App, SessionUser } from "./types";

/** What the declared policy has already resolved for the handler: the caller and their membership. */
type AccessFor<A extends AccessPolicy> = A extends { project: unknown; orWorkspaceAdmin: true }
  ? WorkspaceAccess
  : A extends { project: unknown }
    ? ProjectAccess
    : A extends { workspace: unknown }
      ? WorkspaceAccess
      : undefined;

export type EndpointContext<E extends AnyEndpoint> = {
  params: { [K in PathParamNames<E["path"]>]: string };
  query: EndpointParsedQuery<E>;
  body: EndpointParsedBody<E>;
  /** The signed-in caller; null only on a public endpoint. */
  user: E["access"] extends "public" ? SessionUser | null : SessionUser;
  access: AccessFor<E["access"]>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers what the response schema says, or nothing for 204, or the reply it sent itself. */
type HandlerResult<E extends AnyEndpoint> =
  // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler may simply end (a service returning Promise<void>)
  (undefined extends EndpointResponse<E> ? EndpointResponse<E> | void : EndpointResponse<E>) | FastifyReply;

export type EndpointHandler<E extends AnyEndpoint> = (ctx: EndpointContext<E>) => Promise<HandlerResult<E>> | HandlerResult<E>;

/**
 * Registers one entry of the endpoint table (packages/contracts/src/endpoints): its path, schemas and access
 * policy come from the entry, so the route, the OpenAPI document and the web client cannot disagree. The
 * policy is enforced before the handler runs (lib/access-policy.ts), which receives the membership it found.
 * With `validateResponses` (tests, development) every reply is checked against the response schema, and a
 * field the schema does not declare, or declares otherwise, answers 500 saying where.
 */
export function serve<E extends AnyEndpoint>(app: App, endpoint: E, handler: EndpointHandler<E>) {
  const status = endpoint.status ?? 200;
  const validate = app.env.validateResponses;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    websocket: endpoint.websocket,
    schema: {
      summary: endpoint.summary,
      params: endpoint.paramsSchema,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    config: {
      access: endpoint.access,
      ...(endpoint.csrf === false ? { csrf: false as const } : {}),
      ...(endpoint.rateLimit ? { rateLimit: endpoint.rateLimit } : {}),
    },
    ...(validate
      ? {
          preSerialization: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            if (reply.statusCode >= 300) return payload;
            const problem = responseDrift(endpoint.response, payload);
            if (problem)
              throw new HttpError(500, `${endpoint.method} ${endpoint.path} answered outside its contract: ${problem}`);
            return payload;
          },
        }
      : {}),
    handler: async (request, reply) => {
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        access: request.access,
        request,
        reply,
      } as unknown as EndpointContext<E>;
      const result = await handler(ctx);
      if (reply.sent || result === reply) return reply;
      if (status !== 200) reply.status(status);
      if (result === undefined) return reply.send();
      return result;
    },
  });
}
