import { create } from "zustand";

type QuickStickyState = { open: boolean; setOpen: (open: boolean) => void };

/** Whether the quick-sticky dialog is open: the shortcut and the sidebar's button open it from any screen. */
export const useQuickStickyStore = create<QuickStickyState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openQuickSticky = () => useQuickStickyStore.getState().setOpen(true);
