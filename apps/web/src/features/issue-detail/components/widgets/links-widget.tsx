import type { IssueLink } from "@hangar/contracts";
import { Link2, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { errorMessage } from "../../../../lib/api";
import { isTemporaryId } from "../../../../lib/use-optimistic-mutation";
import { useIssueLinkMutations, useIssueLinks } from "../../api/use-issue-links";
import { LinkForm } from "./link-form";
import { WidgetSection } from "./widget-section";

type LinksWidgetProps = { slug: string; projectId: string; issueId: string; canEdit: boolean };

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export function LinksWidget({ slug, projectId, issueId, canEdit }: LinksWidgetProps) {
  const links = useIssueLinks(slug, projectId, issueId);
  const { create, update, remove, newTempId } = useIssueLinkMutations(slug, projectId, issueId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const rows = links.data ?? [];

  return (
    <WidgetSection
      title="Links"
      count={rows.length}
      actions={
        canEdit && (
          <Button variant="ghost" size="xs" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add link
          </Button>
        )
      }
    >
      {links.isPending && <p className="px-1.5 py-1 text-xs text-fg-subtle">Loading links…</p>}
      {links.isError && <p className="px-1.5 py-1 text-xs text-danger">{errorMessage(links.error)}</p>}
      {links.data && rows.length === 0 && !adding && <p className="px-1.5 py-1 text-xs text-fg-subtle">No links yet.</p>}
      {rows.length > 0 && (
        <ul aria-label="Links" className="space-y-px">
          {rows.map((link: IssueLink) =>
            editing === link.id ? (
              <li key={link.id}>
                <LinkForm
                  initial={link}
                  submitLabel="Save"
                  onSubmit={(values) => update.mutateAsync({ id: link.id, changes: values })}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={link.id} className="group flex h-8 items-center gap-2 rounded px-1.5 hover:bg-surface-hover">
                <Link2 className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 flex-1 truncate text-sm text-fg hover:underline"
                  title={link.url}
                >
                  {link.title || hostOf(link.url)}
                  {link.title && <span className="ml-2 text-xs text-fg-subtle">{hostOf(link.url)}</span>}
                </a>
                {canEdit && !isTemporaryId(link.id) && (
                  <span className="flex items-center gap-0.5 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Edit link ${link.title || hostOf(link.url)}`}
                      onClick={() => setEditing(link.id)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Remove link ${link.title || hostOf(link.url)}`}
                      onClick={() => remove.mutate({ id: link.id })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </span>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {adding && (
        <div className="pt-1">
          <LinkForm
            submitLabel="Add"
            onSubmit={(values) => create.mutateAsync({ ...values, tempId: newTempId() })}
            onCancel={() => setAdding(false)}
          />
        </div>
      )}
    </WidgetSection>
  );
}
