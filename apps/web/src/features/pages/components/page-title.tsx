import { PAGE_NAME_MAX, PAGE_TITLE_AUTOSAVE_MS, type PageDetail, UNTITLED_PAGE } from "@hangar/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { pageApi } from "../api/page-api";
import { type PagePlace, pageKeys } from "../api/page-keys";

type PageTitleProps = { place: PagePlace; page: PageDetail; editable: boolean };

/**
 * The page's title, saved 2 s after the last keystroke (spec §9) or when focus leaves it; a refused save
 * puts the last saved name back and says why.
 */
export function PageTitle({ place, page, editable }: PageTitleProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(page.name);
  const saved = useRef(page.name);
  const timer = useRef<number | undefined>(undefined);
  const typing = useRef(false);

  // Another tab or user renamed it: follow, unless the user is typing here.
  useEffect(() => {
    if (!typing.current && page.name !== saved.current) {
      saved.current = page.name;
      setName(page.name);
    }
  }, [page.name]);

  async function save(value: string) {
    window.clearTimeout(timer.current);
    typing.current = false;
    if (value === saved.current) return;
    const previous = saved.current;
    saved.current = value;
    try {
      const updated = await pageApi.update(place, page.id, { name: value });
      queryClient.setQueryData(pageKeys.page(place, page.id), updated);
      void queryClient.invalidateQueries({ queryKey: pageKeys.lists(place) });
    } catch (error) {
      saved.current = previous;
      setName(previous);
      toast.error("Couldn't rename the page", { description: errorMessage(error) });
    }
  }

  // Leaving the page saves what was typed (read through a ref: the effect runs once, on leave).
  const leave = useRef(() => {});
  leave.current = () => {
    if (typing.current) void save(name);
  };
  useEffect(() => () => leave.current(), []);

  return (
    <textarea
      aria-label="Page title"
      rows={1}
      value={name}
      readOnly={!editable}
      maxLength={PAGE_NAME_MAX}
      placeholder={UNTITLED_PAGE}
      onChange={(event) => {
        const value = event.target.value.replace(/\n/g, "");
        setName(value);
        typing.current = true;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => void save(value), PAGE_TITLE_AUTOSAVE_MS);
      }}
      onBlur={() => typing.current && void save(name)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          (document.querySelector(".page-editor [contenteditable=true]") as HTMLElement | null)?.focus();
        }
      }}
      className="field-sizing-content w-full resize-none bg-transparent text-3xl font-bold text-fg outline-none placeholder:text-fg-subtle"
    />
  );
}
