import type { IssueDetail, UpdateIssueBody } from "@hangar/contracts";

export type PickerName = "state" | "priority" | "assignees" | "labels" | "parent" | "estimate" | "cycle" | "modules";

/** What every property row needs: the issue, whether the caller may edit, and the one open picker. */
export type PropertyProps = {
  issue: IssueDetail;
  readOnly: boolean;
  openPicker: PickerName | null;
  setOpenPicker: (name: PickerName | null) => void;
  onChange: (patch: UpdateIssueBody) => void;
};

export function pickerState(props: Pick<PropertyProps, "openPicker" | "setOpenPicker">, name: PickerName) {
  return {
    open: props.openPicker === name,
    onOpenChange: (open: boolean) => props.setOpenPicker(open ? name : null),
  };
}
