import { create } from "zustand";
import type { IssueDraft } from "./issue-draft";

type CreateIssueModalState = {
  open: boolean;
  defaults: Partial<IssueDraft>;
  openCreateIssue: (defaults?: Partial<IssueDraft>) => void;
  closeCreateIssue: () => void;
};

/** The header button, a group's "+" and the "c" shortcut all open the same modal. */
export const useCreateIssueModal = create<CreateIssueModalState>()((set) => ({
  open: false,
  defaults: {},
  openCreateIssue: (defaults = {}) => set({ open: true, defaults }),
  closeCreateIssue: () => set({ open: false, defaults: {} }),
}));

export const openCreateIssue = (defaults?: Partial<IssueDraft>) => useCreateIssueModal.getState().openCreateIssue(defaults);
