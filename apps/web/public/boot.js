// Runs before the app's modules and before first paint. A file rather than an inline script: the
// Content-Security-Policy lets only the app's own script files run.

// Zod tries `new Function` once, as its schemas are built, to see whether it may compile parsers; the CSP
// refuses eval, which would log a violation on every load. Its global config, read at that moment, says no.
// (z.config() from main.tsx is too late: in the built app the chunks that build schemas run before it.)
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

// The theme, applied now so a dark-theme user never sees a white flash.
(() => {
  try {
    const theme = localStorage.getItem("hangar-theme") || "system";
    const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  } catch {}
})();
