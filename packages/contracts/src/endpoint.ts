import { z } from "zod";
import type { Role } from "./constants";
import { PARAM_RE } from "./domain/endpoint";

export { endpointUrl } from "./domain/endpoint";

/**
 * Who may call an endpoint. It is the floor, enforced before the handler runs: the lowest caller that
 * can ever succeed. Finer rules (the author, the owner or an admin…) are predicates in `permissions.ts`,
 * used by the server's services and by the web app to show or hide actions.
 * - "public": anyone, signed in or not;
 * - "signed-in": any signed-in user;
 * - "instance-admin": a signed-in instance admin;
 * - { workspace: role }: an active member of the path's `:slug` workspace with at least that role
 *   (404 for a workspace the caller is not in, 403 below the role);
 * - { project: role }: a member of the path's `:projectId` project with at least that project role;
 *   `orWorkspaceAdmin` also lets a workspace Admin through, in the project or not.
 */
export type AccessPolicy =
  | "public"
  | "signed-in"
  | "instance-admin"
  | { workspace: Role }
  | { project: Role; orWorkspaceAdmin?: true };

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The `:name` segments of a path, as a union of their names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsShape<P extends string> = { [K in PathParamNames<P>]: z.ZodType<string, string> };

/** What a reply carries besides JSON: nothing (204) or a redirect (302/303) to a screen. */
export const noContent = z.undefined().describe("No content");
export const redirect = z.undefined().describe("Redirect to a screen (Location header)");

export type EndpointDefinition<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends AccessPolicy = AccessPolicy,
> = {
  method: M;
  path: P;
  /** Overrides for the path parameters; any not named here is a plain string. */
  params?: Partial<ParamsShape<P>>;
  query?: Q;
  body?: B;
  response: R;
  /** The success status: 200 unless said (201 for creates, 204 with `noContent`, 302 with `redirect`). */
  status?: 200 | 201 | 202 | 204 | 302 | 303;
  access: A;
  summary: string;
  /** A WebSocket endpoint (GET upgrade); its response schema describes the first message. */
  websocket?: true;
  /** The request carries its own credential (a signed upload policy) instead of the session: no CSRF check. */
  csrf?: false;
  /** The body is a form post (`application/x-www-form-urlencoded`) from a browser form, not JSON. */
  form?: true;
  /** Answered with a rate limit (requests per window). */
  rateLimit?: { max: number; timeWindow: string };
};

export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends AccessPolicy = AccessPolicy,
> = EndpointDefinition<M, P, Q, B, R, A> & {
  /** The path parameters, built from the path's `:names` and the overrides. */
  paramsSchema: z.ZodObject<ParamsShape<P>>;
};

/** The names of a path's `:params`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM_RE)].map((m) => m[1] as string);
}

/** One entry of the endpoint table: the server registers it, the web client calls it, OpenAPI documents it. */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  R extends z.ZodType,
  const A extends AccessPolicy,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: EndpointDefinition<M, P, Q, B, R, A>): Endpoint<M, P, Q, B, R, A> {
  const overrides = (definition.params ?? {}) as Record<string, z.ZodType<string, string>>;
  const shape: Record<string, z.ZodType<string, string>> = {};
  for (const name of pathParamNames(definition.path)) shape[name] = overrides[name] ?? z.string();
  return { ...definition, paramsSchema: z.object(shape) as z.ZodObject<ParamsShape<P>> };
}

// biome-ignore lint/suspicious/noExplicitAny: matches any endpoint whatever its schemas
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, z.ZodType, AccessPolicy>;
type QueryOf<E> = E extends Endpoint<HttpMethod, string, infer Q, infer _B, z.ZodType, infer _A> ? Q : never;
type BodyOf<E> = E extends Endpoint<HttpMethod, string, infer _Q, infer B, z.ZodType, infer _A> ? B : never;

export type EndpointParams<E extends AnyEndpoint> = { [K in PathParamNames<E["path"]>]: string };
/** What a client sends (before defaults and transforms). */
export type EndpointQuery<E extends AnyEndpoint> = QueryOf<E> extends z.ZodType ? z.input<QueryOf<E>> : undefined;
export type EndpointBody<E extends AnyEndpoint> = BodyOf<E> extends z.ZodType ? z.input<BodyOf<E>> : undefined;
/** What the handler is given after validation (defaults applied). */
export type EndpointParsedQuery<E extends AnyEndpoint> = QueryOf<E> extends z.ZodType ? z.output<QueryOf<E>> : undefined;
export type EndpointParsedBody<E extends AnyEndpoint> = BodyOf<E> extends z.ZodType ? z.output<BodyOf<E>> : undefined;
export type EndpointResponse<E extends AnyEndpoint> = z.output<E["response"]>;

/** Where a page of a cursor-paginated list stands (cursor `perPage:page:offset`, DESIGN §5). */
export const pageInfoSchema = z.object({
  next_cursor: z.string(),
  prev_cursor: z.string(),
  next_page_results: z.boolean(),
  prev_page_results: z.boolean(),
  count: z.number(),
  total_count: z.number(),
  total_pages: z.number(),
  total_results: z.number(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** Paginated lists answer `{results, next_cursor…}`; this is that envelope around a row schema. */
export const paginated = <T extends z.ZodType>(row: T) => pageInfoSchema.extend({ results: z.array(row) });
