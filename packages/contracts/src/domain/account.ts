/**
 * The account contract's values and rules without its zod schemas, so the browser can load them alone
 * (../account.ts holds the schemas and re-exports these; the lint forbids zod here).
 */
/** The themes a profile can hold (spec §3 theme.theme); "system" follows the device's light or dark setting. */
export const THEMES = ["light", "dark", "system"] as const;

/**
 * How a user reads dates, whatever the interface language: "auto" follows the browser's locale; the others
 * are numeric patterns that read the same in any language (yyyy year, MM month, dd day).
 */
export const DATE_FORMATS = ["auto", "yyyy-MM-dd", "dd/MM/yyyy", "MM/dd/yyyy", "dd.MM.yyyy"] as const;

/** 12 h (3:04 PM) or 24 h (15:04) clock; "auto" follows the browser's locale. */
export const TIME_FORMATS = ["auto", "12h", "24h"] as const;

/** Whether the runtime knows this IANA time zone name ("Europe/Paris", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Image types an avatar may be: what every browser shows in an <img>. */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/** An avatar is small: 2 MB at most, whatever the instance allows for attachments. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
