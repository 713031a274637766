import { createContext, type RefObject, useContext, useEffect, useRef } from "react";

/** What a form inside a dialog tells the dialog: whether closing now would lose input, and how to keep it. */
export type UnsavedChanges = {
  dirty: boolean;
  /** Offered beside "Discard" (the create-issue dialog keeps what was typed as a draft). */
  saveDraft?: () => void | Promise<void>;
};

export type UnsavedChangesRegistry = {
  register: (source: RefObject<UnsavedChanges>) => () => void;
};

export const UnsavedChangesContext = createContext<UnsavedChangesRegistry | null>(null);

/**
 * Declares that the enclosing dialog holds unsaved input while `dirty` is true: Esc, a click outside,
 * the close button and a Cancel made of `DialogClose` then ask before anything is thrown away.
 */
export function useUnsavedChanges(dirty: boolean, saveDraft?: UnsavedChanges["saveDraft"]) {
  const registry = useContext(UnsavedChangesContext);
  const latest = useRef<UnsavedChanges>({ dirty, saveDraft });
  latest.current = { dirty, saveDraft };
  useEffect(() => registry?.register(latest), [registry]);
}

/** Whether a form's values moved from where they started (plain data: strings, numbers, lists, records). */
export const differs = (values: unknown, initial: unknown): boolean => JSON.stringify(values) !== JSON.stringify(initial);
