import type { ReactNode } from "react";
import type { PickerCreate } from "../../../../components/picker-create-item";
import type { IssueDraft } from "./issue-draft";
import { type PickerOption, PropertyPicker, summarize } from "./property-picker";

/** How the create modal's pickers read and write the draft, and mark a field the server refused. */
export type DraftBinding = {
  draft: IssueDraft;
  onChange: (patch: Partial<IssueDraft>) => void;
  meta: (field: keyof IssueDraft) => { invalid: boolean; describedBy?: string };
};

type ListField = "assignee_ids" | "label_ids" | "module_ids";

type Props = {
  bind: DraftBinding;
  field: ListField;
  label: string;
  icon: ReactNode;
  emptyText: string;
  options: PickerOption[];
  /** Names for the trigger's summary when they reach beyond the options (a chosen module since archived). */
  named?: PickerOption[];
  creator?: PickerCreate;
};

/** A multiple-choice picker over one list field of the draft; the trigger names up to two chosen. */
export function DraftListPicker({ bind, field, label, icon, emptyText, options, named = options, creator }: Props) {
  const chosen = named.filter((o) => bind.draft[field].includes(o.id)).map((o) => o.label);
  return (
    <PropertyPicker
      multiple
      label={label}
      summary={summarize(chosen, label)}
      icon={icon}
      value={bind.draft[field]}
      onChange={(ids) => bind.onChange({ [field]: ids })}
      emptyText={emptyText}
      options={options}
      creator={creator}
      {...bind.meta(field)}
    />
  );
}
