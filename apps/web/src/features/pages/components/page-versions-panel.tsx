import type { PageDetail } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useState } from "react";
import { Avatar } from "../../../components/ui/avatar";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { pageApi } from "../api/page-api";
import { type PagePlace, pageKeys } from "../api/page-keys";
import type { PagePerson } from "../api/use-page-people";
import { usePageVersion, usePageVersions } from "../api/use-pages";

type PageVersionsPanelProps = {
  place: PagePlace;
  page: PageDetail;
  people: Map<string, PagePerson>;
  editable: boolean;
  /** Saves what is being typed, so a version holds it. */
  flush: () => Promise<void>;
  /** The restored content replaces the editor's. */
  onRestored: (page: PageDetail) => void;
};

/** The page's kept versions: who and when, a read-only preview, restore (asked first) and "save version now". */
export function PageVersionsPanel({ place, page, people, editable, flush, onRestored }: PageVersionsPanelProps) {
  const queryClient = useQueryClient();
  const versions = usePageVersions(place, page.id, true);
  const [selected, setSelected] = useState<string | null>(null);
  const preview = usePageVersion(place, page.id, selected);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pageKeys.versions(place, page.id) });

  async function saveNow() {
    setBusy(true);
    try {
      await flush();
      await pageApi.createVersion(place, page.id);
      toast.success("Version saved");
      await refresh();
    } catch (error) {
      toast.error("Couldn't save a version", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function restore() {
    if (!selected) return;
    setConfirming(false);
    setBusy(true);
    try {
      const restored = await pageApi.restoreVersion(place, page.id, selected);
      queryClient.setQueryData(pageKeys.page(place, page.id), restored);
      onRestored(restored);
      setSelected(null);
      toast.success("Version restored");
      await refresh();
    } catch (error) {
      toast.error("Couldn't restore the version", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const when = (iso: string) => formatDate(iso, "datetime");
  return (
    <aside aria-label="Version history" className="flex flex-col gap-3 text-sm">
      <div className="flex items-center justify-between">
        <h2 className="flex items-center gap-1.5 text-xs font-medium text-fg-muted uppercase">
          <History className="size-3.5" aria-hidden /> Versions
        </h2>
        {editable && (
          <Button size="xs" variant="secondary" disabled={busy} onClick={() => void saveNow()}>
            Save version now
          </Button>
        )}
      </div>
      {versions.isPending && <p className="text-xs text-fg-subtle">Loading versions…</p>}
      {versions.isError && <p className="text-xs text-danger">{errorMessage(versions.error)}</p>}
      {versions.data?.length === 0 && (
        <p className="text-xs text-fg-subtle">No versions yet. One is kept as the page is edited.</p>
      )}
      <ul className="space-y-0.5" aria-label="Versions">
        {versions.data?.map((version) => {
          const author = version.owned_by ? people.get(version.owned_by) : undefined;
          return (
            <li key={version.id}>
              <button
                type="button"
                aria-pressed={selected === version.id}
                onClick={() => setSelected(selected === version.id ? null : version.id)}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-xs hover:bg-surface-hover",
                  selected === version.id && "bg-surface-active",
                )}
              >
                {author && <Avatar name={author.name} src={author.avatar} size="xs" />}
                <span className="min-w-0 flex-1 truncate">{when(version.last_saved_at)}</span>
                <span className="truncate text-fg-muted">{author?.name ?? "Someone"}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {selected && (
        <section aria-label="Version preview" className="rounded-md border border-border p-3">
          {preview.isPending && <p className="text-xs text-fg-subtle">Loading…</p>}
          {preview.data && (
            <>
              <div
                className="hangar-prose max-h-80 overflow-y-auto text-sm"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes page HTML on write
                dangerouslySetInnerHTML={{ __html: preview.data.description_html || "<p><em>Empty</em></p>" }}
              />
              {editable && (
                <Button size="sm" className="mt-3" disabled={busy} onClick={() => setConfirming(true)}>
                  Restore this version
                </Button>
              )}
            </>
          )}
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="primary"
        title="Restore this version?"
        description="The page's content is replaced by this version's. The current content stays in the history."
        confirmLabel="Restore"
        onConfirm={() => void restore()}
      />
    </aside>
  );
}
