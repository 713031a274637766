import { useState } from "react";
import { newStickyId, useCreateSticky } from "../api/use-sticky-mutations";

/** Writes an empty sticky on top and remembers it, so its card can take the focus the moment it shows. */
export function useNewSticky(slug: string) {
  const create = useCreateSticky(slug);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const add = () => {
    const tempId = newStickyId();
    setFocusKey(tempId);
    create.mutate({ tempId });
    return tempId;
  };
  return { add, focusKey };
}
