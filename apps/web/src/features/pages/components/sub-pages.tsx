import { canCreatePage, type PageActor, pageTitle } from "@hangar/contracts";
import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { type PagePlace, pageUrl } from "../api/page-keys";
import { useSubPages } from "../api/use-pages";
import { CreatePageModal } from "./create-page-modal";

/** The pages nested under this one, and a way to add one. */
export function SubPages({
  place,
  pageId,
  actor,
  canAdd,
}: {
  place: PagePlace;
  pageId: string;
  actor: PageActor;
  canAdd: boolean;
}) {
  const children = useSubPages(place, pageId);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const rows = children.data ?? [];
  const addable = canAdd && canCreatePage(actor);
  if (rows.length === 0 && !addable) return null;
  return (
    <section aria-label="Sub-pages" className="mt-10 border-t border-border pt-4 print:hidden">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-xs font-medium text-fg-muted uppercase">Sub-pages</h2>
        {addable && (
          <Button size="xs" variant="ghost" onClick={() => setCreating(true)}>
            <Plus aria-hidden /> Add sub-page
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="text-xs text-fg-subtle">No sub-pages yet.</p>
      ) : (
        <ul className="space-y-0.5">
          {rows.map((child) => (
            <li key={child.id}>
              <Link
                to={pageUrl(place, child.id)}
                className="flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-surface-hover"
              >
                <FileText className="size-3.5 text-fg-subtle" aria-hidden /> {pageTitle(child.name)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CreatePageModal
        place={place}
        open={creating}
        onOpenChange={setCreating}
        parentId={pageId}
        onCreated={(page) => navigate(pageUrl(place, page.id))}
      />
    </section>
  );
}
