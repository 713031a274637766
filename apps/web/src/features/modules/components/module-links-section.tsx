import { checkLinkUrl, type ModuleLink, normalizeLinkUrl } from "@hangar/contracts";
import { ExternalLink, Link2, Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FieldError } from "../../../components/ui/field-error";
import { Input } from "../../../components/ui/input";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { type LinkValues, useModuleLinks } from "../api/use-module-links";

type LinkFormProps = { initial: LinkValues; submitLabel: string; onSubmit: (values: LinkValues) => void; onCancel: () => void };

/** The same rule as the server's: no scheme means https, and only http(s) links are kept. */
function normalizeUrl(raw: string): string | null {
  const url = normalizeLinkUrl(raw);
  return url && !checkLinkUrl(url) ? url : null;
}

function LinkForm({ initial, submitLabel, onSubmit, onCancel }: LinkFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const url = normalizeUrl(values.url);
    if (!url) {
      setError("Enter a web address like https://example.com");
      return;
    }
    onSubmit({ url, title: values.title.trim() });
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-1.5 rounded-md border border-border p-2">
      <Input
        aria-label="Link URL"
        placeholder="https://…"
        value={values.url}
        onChange={(e) => setValues({ ...values, url: e.target.value })}
        autoFocus
      />
      <Input
        aria-label="Link title"
        placeholder="Title (optional)"
        value={values.title}
        onChange={(e) => setValues({ ...values, title: e.target.value })}
      />
      <FieldError>{error}</FieldError>
      <div className="flex justify-end gap-1">
        <Button variant="ghost" size="xs" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="xs">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

type ModuleLinksSectionProps = { slug: string; projectId: string; moduleId: string; links: ModuleLink[]; canEdit: boolean };

/** The module's links (title + URL): add, edit and remove for Members and Admins. */
export function ModuleLinksSection({ slug, projectId, moduleId, links, canEdit }: ModuleLinksSectionProps) {
  const { create, update, remove } = useModuleLinks(slug, projectId, moduleId);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);

  return (
    <section aria-label="Links" className="space-y-2">
      <div className="flex items-center justify-between">
        <h3 className="text-xs font-medium tracking-wide text-fg-subtle uppercase">Links</h3>
        {canEdit && !adding && (
          <Button variant="ghost" size="xs" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add link
          </Button>
        )}
      </div>
      {links.length === 0 && !adding && <p className="text-xs text-fg-subtle">No links yet.</p>}
      <ul className="space-y-1">
        {links.map((link) =>
          editingId === link.id ? (
            <li key={link.id}>
              <LinkForm
                initial={{ url: link.url, title: link.title ?? "" }}
                submitLabel="Save"
                onCancel={() => setEditingId(null)}
                onSubmit={(values) => {
                  setEditingId(null);
                  update.mutate({ id: link.id, ...values });
                }}
              />
            </li>
          ) : (
            <li key={link.id} className="group flex items-center gap-2 text-sm">
              <Link2 className="size-3.5 shrink-0 text-fg-subtle" aria-hidden />
              <a href={link.url} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate text-fg hover:underline">
                {link.title || link.url}
              </a>
              <ExternalLink className="size-3 shrink-0 text-fg-subtle" aria-hidden />
              {canEdit && !isTemporaryId(link.id) && (
                <span className="flex shrink-0 items-center opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit link ${link.title || link.url}`}
                    onClick={() => setEditingId(link.id)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove link ${link.title || link.url}`}
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
      {adding && (
        <LinkForm
          initial={{ url: "", title: "" }}
          submitLabel="Add"
          onCancel={() => setAdding(false)}
          onSubmit={(values) => {
            setAdding(false);
            create.mutate(values);
          }}
        />
      )}
    </section>
  );
}
