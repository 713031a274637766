import { type ComponentType, lazy, useEffect, useReducer, useState } from "react";
import { afterBoot } from "./boot-phase";

/** A component whose code loads on demand, and can be asked to load ahead (on idle, on hover). */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when the component can render without suspending. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether the code is in, so that a new mount renders without suspending. */
  isLoaded: () => boolean;
};

/**
 * `React.lazy` with a `preload`: what the first route does not paint (a dialog, the other layout, a menu's
 * content) leaves its bundle, and loads when the app is idle or the user heads for it. Once the code is in,
 * a new mount renders it straight away: React.lazy would still suspend on its first render (showing the
 * fallback for a frame) even when its promise has already settled. Must render under a Suspense boundary.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed fetch (offline, a new deploy) is tried again by the next preload or render.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the subtree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}

type Preloadable = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * Loads `component`'s code (when given) and says whether it is in, re-rendering the caller when it arrives.
 * For a screen that waits on its data anyway: it keeps its own placeholder until the code is in too, then
 * mounts the component at once. Mounted before, the component would suspend, and React reveals a
 * suspended boundary in a retry it throttles (300 ms after the last fallback shown anywhere), slices and
 * restarts whenever other lazy code lands: on a cold load that held the first cards back by up to 600 ms.
 * A failed load counts as done, so that rendering the component shows the failure where it belongs.
 */
export function useCodeLoaded(component: Preloadable | null): boolean {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const loaded = !component || component.isLoaded();
  const [failed, setFailed] = useState<Preloadable | null>(null);
  useEffect(() => {
    if (!component || component.isLoaded()) return;
    let current = true;
    component.preload().then(
      () => current && rerender(),
      // Wrapped: the component is a function, which setState would call as an updater.
      () => current && setFailed(() => component),
    );
    return () => {
      current = false;
    };
  }, [component]);
  return loaded || failed === component;
}

/**
 * Runs `task` once the browser is idle after the first paint (or after `timeout` ms at the latest). On a
 * cold load, only after the screen's critical first paint (lib/boot-phase.ts): the browser is "idle" while
 * it waits for the screen's data, and what ran then competed with it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window === "undefined") return () => undefined;
  let cancel: () => void = () => undefined;
  const cancelWait = afterBoot(() => {
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(handle);
      return;
    }
    const handle = window.setTimeout(task, 1000);
    cancel = () => window.clearTimeout(handle);
  });
  return () => {
    cancelWait();
    cancel();
  };
}

/** False until the browser has been idle once since the caller mounted: what waits for it is not part of the first paint. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
