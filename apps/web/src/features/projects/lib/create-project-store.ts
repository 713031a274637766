import { create } from "zustand";

type CreateProjectState = { open: boolean; setOpen: (open: boolean) => void };

/** One create-project dialog for the whole workspace: the sidebar, pages and the "c p" shortcut all open it. */
export const useCreateProjectStore = create<CreateProjectState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openCreateProject = () => useCreateProjectStore.getState().setOpen(true);
