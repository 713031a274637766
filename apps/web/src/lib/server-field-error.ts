import { isApiError } from "./api";

/**
 * The API reports a bad field as `{error: "field: message"}`. Returns the field and a display message
 * when the field is one the form shows, so the message can sit under that field instead of in a toast.
 */
export function serverFieldError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | null {
  if (!isApiError(error) || typeof error.body.error !== "string") return null;
  const match = /^([a-z_][a-z0-9_.]*):\s*(.+)$/i.exec(error.body.error);
  if (!match) return null;
  const field = match[1].split(".")[0] as F;
  if (!fields.includes(field)) return null;
  const message = match[2];
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}
