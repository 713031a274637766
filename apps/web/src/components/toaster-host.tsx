import { lazy, Suspense, useEffect, useState } from "react";
import { useThemeStore } from "../lib/theme";
import { whenToastRequested } from "../lib/toast";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toaster once the app has painted and gone idle, or as soon as a first message asks for it,
 * so the toast library stays off the first route (lib/toast.ts).
 */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  const resolved = useThemeStore((s) => s.resolved);
  useEffect(() => {
    let live = true;
    const mount = () => live && setMounted(true);
    void whenToastRequested().then(mount);
    const idle = window.requestIdleCallback?.(mount, { timeout: 5000 }) ?? window.setTimeout(mount, 2000);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={resolved} position="bottom-right" closeButton toastOptions={{ className: "text-sm" }} />
    </Suspense>
  );
}
