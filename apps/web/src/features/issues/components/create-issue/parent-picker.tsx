import type { IssueSearchHit } from "@hangar/contracts";
import { CornerUpLeft } from "lucide-react";
import { useState } from "react";
import { issueKey, useIssueFromStore, useIssueSearch } from "../../../issue-core";
import { PropertyPicker } from "./property-picker";

type ParentPickerProps = {
  slug: string;
  projectId: string;
  identifier: string;
  value: string | null;
  onChange: (id: string | null) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** The new issue's parent, searched on the server as the user types once the picker opens. */
export function ParentPicker({ slug, projectId, identifier, value, onChange, ...meta }: ParentPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const found = useIssueSearch(slug, projectId, search, {}, open);
  const [picked, setPicked] = useState<IssueSearchHit | null>(null);
  const stored = useIssueFromStore(value);
  const parent = picked && picked.id === value ? picked : stored;
  return (
    <PropertyPicker
      label="Parent"
      summary={parent ? `${issueKey(identifier, parent)} ${parent.name}` : "Parent"}
      icon={<CornerUpLeft aria-hidden className="size-3" />}
      value={value}
      clearable
      onChange={(id) => {
        setPicked(found.hits.find((hit) => hit.id === id) ?? null);
        onChange(id);
      }}
      onOpenChange={setOpen}
      onSearchChange={setSearch}
      emptyText={found.isError ? "Couldn't load issues" : "No issues found"}
      options={found.hits.map((hit) => ({
        id: hit.id,
        label: `${issueKey(identifier, hit)} ${hit.name}`,
        keywords: [issueKey(identifier, hit), hit.name],
      }))}
      {...meta}
    />
  );
}
