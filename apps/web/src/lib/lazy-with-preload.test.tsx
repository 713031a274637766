import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload, useCodeLoaded } from "./lazy-with-preload";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>;

describe("lazyWithPreload", () => {
  it("loads on first render behind the Suspense fallback, and loads the code once", async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = lazyWithPreload(load);
    render(inSuspense(<Lazy name="Ada" />));
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders at once, without the fallback, once preloaded", async () => {
    const Lazy = lazyWithPreload(async () => Greeting);
    await Lazy.preload();
    render(inSuspense(<Lazy name="Grace" />));
    expect(screen.getByText("Hello Grace")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("tries again after a failed load instead of keeping the failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Greeting);
    const Lazy = lazyWithPreload<{ name: string }>(load);
    await expect(Lazy.preload()).rejects.toThrow("offline");
    await expect(Lazy.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
    render(inSuspense(<Lazy name="Lin" />));
    expect(screen.getByText("Hello Lin")).toBeInTheDocument();
  });

  it("useCodeLoaded keeps the caller's placeholder until the code is in, then mounts without suspending", async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Lazy = lazyWithPreload(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const seen: string[] = [];
    function Screen() {
      const loaded = useCodeLoaded(Lazy);
      seen.push(loaded ? "loaded" : "waiting");
      return loaded ? <Lazy name="Kay" /> : <p>Placeholder</p>;
    }
    render(inSuspense(<Screen />));
    expect(screen.getByText("Placeholder")).toBeInTheDocument();
    arrive(Greeting);
    expect(await screen.findByText("Hello Kay")).toBeInTheDocument();
    // The Suspense fallback never showed: the component mounted once its code was in.
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
    expect(seen.at(-1)).toBe("loaded");
  });

  it("useCodeLoaded counts a failed load as done, so that rendering shows the failure", async () => {
    const Lazy = lazyWithPreload<{ name: string }>(() => Promise.reject(new Error("offline")));
    function Screen() {
      return <p>{useCodeLoaded(Lazy) ? "Done" : "Waiting"}</p>;
    }
    render(<Screen />);
    expect(await screen.findByText("Done")).toBeInTheDocument();
  });
});
