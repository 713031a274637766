import { useEffect, useRef } from "react";

/** Open layers that are not Radix layers (the editor's suggestion menus), innermost last. */
const layers: { current: () => void }[] = [];

function onKeyDown(event: KeyboardEvent) {
  const innermost = layers.at(-1);
  if (event.key !== "Escape" || !innermost) return;
  // Radix dialogs and popovers listen for Escape on the document; stopping it on the window, before
  // them, lets it close only this layer.
  event.stopPropagation();
  event.preventDefault();
  innermost.current();
}

/**
 * While `active`, Esc calls `onEscape` and goes no further, so the dialog or popover around the layer
 * stays open. For floating UI that is not built on Radix's dismissable layers.
 */
export function useEscapeLayer(active: boolean, onEscape: () => void) {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!active) return;
    if (layers.length === 0) window.addEventListener("keydown", onKeyDown, true);
    layers.push(latest);
    return () => {
      layers.splice(layers.indexOf(latest), 1);
      if (layers.length === 0) window.removeEventListener("keydown", onKeyDown, true);
    };
  }, [active]);
}
