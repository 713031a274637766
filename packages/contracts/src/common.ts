import { z } from "zod";

export const uuid = z.uuid();
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date in YYYY-MM-DD format");
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex color like #3f76ff");
export const email = z.string().trim().toLowerCase().pipe(z.email("must be a valid email address"));
export const logoProps = z.record(z.string(), z.unknown());

/** Error bodies on the wire (DESIGN §5). */
export type ApiError = { error: string };
export type AuthErrorBody = { error_code: number; error_message: string };
