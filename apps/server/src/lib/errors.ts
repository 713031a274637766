export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: Record<string, unknown> = { error: message },
  ) {
    super(message);
  }
}

export const DATABASE_UNAVAILABLE = "The database is unavailable right now. Try again in a moment.";

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Authentication credentials were not provided.") => new HttpError(401, message);
export const forbidden = (message = "You don't have the required permissions.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Auth failures carry the spec's numeric code (§8) so the client can pick the right message and channel. */
export class AuthError extends HttpError {
  constructor(
    public readonly code: number,
    message: string,
    status = 400,
  ) {
    super(status, message, { error_code: code, error_message: message });
  }
}
