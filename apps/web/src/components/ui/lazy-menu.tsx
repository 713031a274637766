import {
  cloneElement,
  type FocusEvent,
  type ReactElement,
  type RefObject,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type PreloadableComponent, useIdle } from "../../lib/lazy-with-preload";

type TriggerProps = {
  "aria-haspopup"?: "menu";
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * What a deferred menu takes: the trigger it wraps (a button), built by the light code that shows it, and
 * whether to open at once (its trigger was pressed before the menu's code was in).
 */
export type LazyMenuProps = { trigger: ReactElement<TriggerProps>; defaultOpen?: boolean };

/**
 * A dropdown menu kept out of the first paint: its code (Radix's menu, its items) loads once the browser is
 * idle after it, or as soon as its trigger is pointed at, focused or pressed. Until then the trigger shows
 * alone: a press opens the menu as soon as its code is in, and a focused trigger hands the focus over to the
 * real one.
 */
export function LazyMenu<P extends LazyMenuProps>({ menu: Menu, ...props }: P & { menu: PreloadableComponent<P> }) {
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);
  const idle = useIdle();
  const [pressed, setPressed] = useState(false);
  const preload = () => void Menu.preload().catch(() => undefined);
  const trigger = cloneElement(props.trigger, {
    "aria-haspopup": "menu",
    onClick: () => setPressed(true),
    onPointerEnter: preload,
    onFocus: () => {
      focused.current = true;
      preload();
    },
    // Only a move elsewhere counts: the browser may also blur the trigger as the real one replaces it.
    onBlur: (event) => {
      if (event.relatedTarget) focused.current = false;
    },
  });
  return (
    <span ref={box} className="contents">
      {idle || pressed ? (
        <Suspense fallback={trigger}>
          <Menu {...(props as unknown as P)} defaultOpen={pressed} />
          <HandFocusOver box={box} focused={focused} />
        </Suspense>
      ) : (
        trigger
      )}
    </span>
  );
}

function HandFocusOver({ box, focused }: { box: RefObject<HTMLSpanElement | null>; focused: RefObject<boolean> }) {
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused.current && lost) box.current?.querySelector<HTMLElement>("button")?.focus();
  }, [box, focused]);
  return null;
}
