import { useParams } from "react-router";
import { StickiesPanel } from "./stickies-panel";

/** `/:workspaceSlug/stickies`: the caller's own notes in this workspace. */
export function StickiesPage() {
  const { workspaceSlug = "" } = useParams();
  return (
    <div className="flex h-full flex-col">
      <header className="flex h-11 shrink-0 items-center border-b border-border px-5">
        <h1 className="text-sm font-medium text-fg">Stickies</h1>
      </header>
      <div className="mx-auto w-full max-w-5xl px-6 py-6">
        <StickiesPanel slug={workspaceSlug} />
      </div>
    </div>
  );
}
