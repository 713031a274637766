import { linkHost } from "@hangar/contracts";
import { useState } from "react";
import { cn } from "../../../lib/cn";

/**
 * The site's own icon (its /favicon.ico), fetched by the browser, never by the server; a site without one
 * shows the first letter of its host instead. No referrer goes with it, so the site does not learn where
 * the link was kept.
 */
export function LinkFavicon({ url, className }: { url: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  let origin: string | null = null;
  try {
    origin = new URL(url).origin;
  } catch {
    origin = null;
  }
  const letter = (linkHost(url) ?? url).charAt(0).toUpperCase() || "?";
  if (!origin || failed) {
    return (
      <span
        aria-hidden
        data-testid="favicon-letter"
        className={cn(
          "flex size-6 shrink-0 items-center justify-center rounded bg-accent-soft text-xs font-semibold text-accent",
          className,
        )}
      >
        {letter}
      </span>
    );
  }
  return (
    <img
      src={`${origin}/favicon.ico`}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={cn("size-6 shrink-0 rounded bg-surface-hover object-contain p-0.5", className)}
    />
  );
}
