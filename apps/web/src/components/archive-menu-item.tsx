import { Archive, ArchiveRestore } from "lucide-react";
import { useId } from "react";
import { DropdownMenuItem } from "./ui/dropdown-menu";
import { Tooltip } from "./ui/tooltip";

type ArchiveMenuItemProps = {
  archived: boolean;
  /** Whether archiving is allowed now; when it is not, `refusal` says why (the item shows disabled with it). */
  canArchive: boolean;
  refusal?: string;
  onArchive: () => void;
  onRestore: () => void;
};

/**
 * Restore for something archived, else Archive — or, when the rules refuse it, Archive disabled with the
 * reason on hover and read out as its description. Without a reason a refused Archive is not shown.
 */
export function ArchiveMenuItem({ archived, canArchive, refusal, onArchive, onRestore }: ArchiveMenuItemProps) {
  const hintId = useId();
  if (archived) {
    return (
      <DropdownMenuItem onSelect={onRestore}>
        <ArchiveRestore aria-hidden /> Restore
      </DropdownMenuItem>
    );
  }
  if (canArchive) {
    return (
      <DropdownMenuItem onSelect={onArchive}>
        <Archive aria-hidden /> Archive
      </DropdownMenuItem>
    );
  }
  if (refusal === undefined) return null;
  return (
    // A disabled item ignores the pointer, so the wrapper is what shows the reason on hover.
    <Tooltip content={refusal} side="left">
      <div>
        <DropdownMenuItem disabled aria-describedby={hintId}>
          <Archive aria-hidden /> Archive
        </DropdownMenuItem>
        <span id={hintId} className="sr-only">
          {refusal}
        </span>
      </div>
    </Tooltip>
  );
}
