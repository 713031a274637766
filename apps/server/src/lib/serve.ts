import type {
  AccessPolicy,
  AnyEndpoint,
  EndpointParsedBody,
  EndpointParsedQuery,
  EndpointResponse,
  PathParamNames,
} from "@hangar/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { forbidden, HttpError } from "./errors";
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
 * What a WebSocket entry's handler is given once the handshake is accepted: the socket, and `send`, which
 * writes one message of the entry's response schema (checked against it with `validateResponses`).
 * The policy's floor is not resolved for a socket (`access` is absent): a client cannot read an HTTP
 * refusal, so the handler checks the membership itself and answers with a close code.
 */
export type SocketContext<E extends AnyEndpoint> = Omit<EndpointContext<E>, "body" | "access" | "reply"> & {
  socket: WebSocket;
  send: (message: EndpointResponse<E>) => void;
};
export type SocketHandler<E extends AnyEndpoint> = (ctx: SocketContext<E>) => Promise<void> | void;

/** An entry whose type says `websocket: true` (not merely optional) is served to a socket handler. */
type HandlerFor<E extends AnyEndpoint> = E extends { websocket: true } ? SocketHandler<E> : EndpointHandler<E>;

/** The close code for a message the server should not have sent (RFC 6455 1011: an unexpected condition). */
const SOCKET_CONTRACT_BROKEN = 1011;

/**
 * A socket carries the session cookie, so a page of any other site could open one as the user and read
 * what it hears: a handshake from a page is accepted only from the app's own origin. Clients that are not
 * browsers send no Origin; they still need a session.
 */
function handshakeOriginAllowed(origin: string | undefined, appOrigin: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(appOrigin).origin;
  } catch {
    return false;
  }
}

/**
 * Registers one entry of the endpoint table (packages/contracts/src/endpoints): its path, schemas and access
 * policy come from the entry, so the route, the OpenAPI document and the web client cannot disagree. The
 * policy is enforced before the handler runs (lib/access-policy.ts), which receives the membership it found.
 * With `validateResponses` (tests, development) every reply is checked against the response schema, and a
 * field the schema does not declare, or declares otherwise, answers 500 saying where.
 */
export function serve<E extends AnyEndpoint>(app: App, endpoint: E, handler: HandlerFor<E>) {
  if (endpoint.websocket) return serveSocket(app, endpoint, handler as SocketHandler<E>);
  const status = endpoint.status ?? 200;
  const handle = handler as EndpointHandler<E>;
  const validate = app.env.validateResponses;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
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
      const result = await handle(ctx);
      if (reply.sent || result === reply) return reply;
      if (status !== 200) reply.status(status);
      if (result === undefined) return reply.send();
      return result;
    },
  });
}

/**
 * A WebSocket entry (`websocket: true`): the upgrade of a GET goes to the handler with the socket; a plain
 * GET answers 426. Registered with `wsHandler` rather than `websocket: true`, which would hide the route from
 * the OpenAPI document: there its response schema describes the messages the server sends. The access
 * policy's session check runs on the handshake, and a handshake from another site's page is refused (403).
 */
function serveSocket<E extends AnyEndpoint>(app: App, endpoint: E, handler: SocketHandler<E>) {
  const validate = app.env.validateResponses;
  app.route({
    method: "GET",
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      params: endpoint.paramsSchema,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { 200: endpoint.response },
    },
    config: { access: endpoint.access },
    preValidation: async (request) => {
      if (!handshakeOriginAllowed(request.headers.origin, app.env.appOrigin))
        throw forbidden("This origin may not open this connection");
    },
    handler: async () => {
      throw new HttpError(426, `${endpoint.path} is a WebSocket: open it with an Upgrade request`);
    },
    wsHandler: (socket, request) => {
      const send = (message: EndpointResponse<E>) => {
        if (socket.readyState !== socket.OPEN) return;
        const problem = validate ? responseDrift(endpoint.response, message) : null;
        if (problem) {
          request.log.error({ problem }, `${endpoint.path} sent a message outside its contract`);
          socket.close(SOCKET_CONTRACT_BROKEN, "Message outside the contract");
          return;
        }
        socket.send(JSON.stringify(message));
      };
      const ctx = { params: request.params, query: request.query, user: request.user, request, socket, send };
      return handler(ctx as unknown as SocketContext<E>);
    },
  });
}
