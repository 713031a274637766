// Runs before the app's modules and before first paint. A file rather than an inline script: the
// Content-Security-Policy lets only the app's own script files run.

// The theme, applied now so a dark-theme user never sees a white flash.
(() => {
  try {
    const theme = localStorage.getItem("hangar-theme") || "system";
    const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  } catch {}
})();
