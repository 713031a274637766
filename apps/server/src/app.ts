import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger, type FastifyError, LogController } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type Database, type Db, poolOf } from "./db/client";
import { registerFeatures } from "./features";
import { declareRouteAccess } from "./lib/access-policy";
import { registerCompression, webCacheHeaders } from "./lib/compression";
import { invalidInputMessage, isDatabaseUnavailable, rootCause, uniqueViolationMessage } from "./lib/db-errors";
import { type Env, fastifyTrustProxy } from "./lib/env";
import { DATABASE_UNAVAILABLE, HttpError } from "./lib/errors";
import { EventHub } from "./lib/events";
import { createJobRunner } from "./lib/jobs";
import { jsonReply, serializeRepliesAsJson } from "./lib/json-reply";
import { createMailer } from "./lib/mail";
import { registerSecurityHeaders } from "./lib/security-headers";
import { registerSession } from "./lib/session";
import type { App } from "./lib/types";

export type AppOptions = {
  db: Db;
  env: Env;
  logger?: boolean | object;
  /** A logger made before the app (main.ts logs the database's start with it). */
  loggerInstance?: FastifyBaseLogger;
  logRequests?: boolean;
  /** The job queue's schema and poll interval (tests give each app its own queue). */
  jobs?: { schema?: string; pollingIntervalSeconds?: number };
  /** LISTEN for committed events; without it the app records events but pushes none (some unit tests). */
  listen?: Database["listen"];
  /** Directory of the built web app; served with an SPA fallback when present. */
  webDist?: string | null;
};

/**
 * A URL's path as a router or a proxy might read it: percent-decoding repeated until it settles,
 * lower-cased, slashes collapsed. The SPA fallback judges "is this the API?" on this form, so a
 * disguised API path (`/%61pi/...`, `//API/...`) that matched no route is a 404, never the app's page.
 */
function asRouted(url: string): string {
  let routePath = url.split("?")[0] ?? "";
  for (let i = 0; i < 5; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(routePath);
    } catch {
      break;
    }
    if (decoded === routePath) break;
    routePath = decoded;
  }
  return routePath.toLowerCase().replace(/\/{2,}/g, "/");
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

export async function buildApp(opts: AppOptions): Promise<App> {
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    trustProxy: fastifyTrustProxy(opts.env.trustProxy),
    logController: new LogController({ disableRequestLogging: !opts.logRequests }),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API and are checked in tests (lib/serve.ts); the reply itself is
  // always plain JSON.stringify, which is faster than a schema-driven serializer on these shapes.
  app.setSerializerCompiler(() => (data) => jsonReply(data) as string);
  app.decorate("db", opts.db);
  app.decorate("env", opts.env);
  const hub = new EventHub(opts.db, app.log);
  app.decorate("events", hub);
  if (opts.listen) {
    const listen = opts.listen;
    app.addHook("onReady", async () => hub.start(listen));
  }
  app.addHook("onClose", async () => hub.close());
  // Jobs start once every feature has registered its kinds of job, and stop (running ones finished)
  // before the caller closes the database.
  const jobs = createJobRunner({ pool: poolOf(opts.db), log: app.log, ...opts.jobs });
  app.decorate("jobs", jobs);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());
  app.decorate(
    "mailer",
    createMailer({
      smtpUrl: opts.env.smtpUrl,
      from: opts.env.mailFrom,
      dataDir: opts.env.dataDir,
      secretKey: opts.env.secretKey,
      log: app.log,
      jobs,
    }),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".") || first?.params?.missingProperty || "";
      const message = first ? `${field ? `${field}: ` : ""}${first.message}` : "Invalid request";
      return reply.status(400).send({ error: message });
    }
    if (error.statusCode === 429)
      return reply.status(429).send({ error_code: 5900, error_message: "Too many requests. Please try again later." });
    if (error.statusCode && error.statusCode < 500) return reply.status(error.statusCode).send({ error: error.message });
    const lostRace = uniqueViolationMessage(error);
    if (lostRace) return reply.status(409).send({ error: lostRace });
    const invalidInput = invalidInputMessage(error);
    if (invalidInput) {
      request.log.warn(`${invalidInput} (${rootCause(error)}): answered 400 to ${request.method} ${request.routeOptions.url}`);
      return reply.status(400).send({ error: invalidInput });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error(
        `database unavailable (${rootCause(error)}): answered 503 to ${request.method} ${request.routeOptions.url}`,
      );
      return reply.status(503).header("Retry-After", "2").send({ error: DATABASE_UNAVAILABLE });
    }
    request.log.error(error);
    return reply.status(500).send({ error: "Something went wrong. Please try again." });
  });

  serializeRepliesAsJson(app);

  // Browsers and clients often send Content-Type: application/json with an empty body on POST/DELETE;
  // treat that as "no body" instead of a parse error, keeping Fastify's prototype-poisoning protection.
  const jsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, undefined);
    return jsonParser(request, text, done);
  });
  registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      const err = new HttpError(429, "Too many requests", {
        error_code: 5900,
        error_message: `Rate limit exceeded. Try again in ${ctx.after}.`,
      });
      return err;
    },
  });
  // Before any route: every route registered from here on must declare its access.
  declareRouteAccess(app);
  await app.register(swagger, {
    openapi: { info: { title: "Hangar API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });
  registerSession(app);

  await registerFeatures(app);

  const webDist = opts.webDist === undefined ? defaultWebDist : opts.webDist;
  if (webDist && existsSync(path.join(webDist, "index.html"))) {
    const served = {
      index: false,
      // The build writes .br and .gz beside each file; the one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: webCacheHeaders(webDist),
    } as const;
    // The few files at the top get a route each; the hundreds of hashed assets share one wildcard route
    // (a route per file, three copies of each, held several megabytes of the idle server's memory).
    await app.register(fastifyStatic, { ...served, root: webDist, wildcard: false, globIgnore: ["assets/**"] });
    await app.register(fastifyStatic, {
      ...served,
      root: path.join(webDist, "assets"),
      prefix: "/assets/",
      wildcard: true,
      decorateReply: false,
    });
    app.setNotFoundHandler((request, reply) => {
      const routePath = asRouted(request.url);
      const isApi = /^\/(api|auth|live|god-mode\/api)(\/|$)/.test(routePath);
      if (request.method !== "GET" || isApi || path.extname(routePath)) {
        return reply.status(404).send({ error: "Not found." });
      }
      return reply.type("text/html").sendFile("index.html");
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: "Not found." }));
  }
  return app;
}
