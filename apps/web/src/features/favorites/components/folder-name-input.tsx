import { FAVORITE_FOLDER_NAME_MAX } from "@hangar/contracts";
import { type FormEvent, useRef, useState } from "react";
import { Input } from "../../../components/ui/input";

type FolderNameInputProps = {
  label: string;
  initial?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
};

/** Names a new folder or renames one in place: Enter or leaving the field saves, Escape or an empty name cancels. */
export function FolderNameInput({ label, initial = "", onSubmit, onCancel }: FolderNameInputProps) {
  const [name, setName] = useState(initial);
  // Saving unmounts the field, and a field leaving the page may blur: the first of the two wins.
  const done = useRef(false);
  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const value = name.trim();
    if (save && value && value !== initial) onSubmit(value);
    else onCancel();
  };
  return (
    <form
      className="px-1 py-0.5"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        finish(true);
      }}
    >
      <Input
        aria-label={label}
        value={name}
        placeholder="Folder name"
        maxLength={FAVORITE_FOLDER_NAME_MAX}
        autoFocus
        className="h-7"
        onChange={(event) => setName(event.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          event.stopPropagation();
          finish(false);
        }}
      />
    </form>
  );
}
