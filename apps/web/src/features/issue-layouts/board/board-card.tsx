import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { DisplayProperties, Issue } from "@hangar/contracts";
import { memo } from "react";
import { cn } from "../../../lib/cn";
import { isTemporaryId } from "../../../lib/use-optimistic-mutation";
import { type IssueLookups, issueKey } from "../../issue-core";
import { identifierOf } from "../calendar/layout-props";
import { IssueProperties } from "../components/issue-properties";
import { type CardData, cardId } from "./board-drop";

type CardBodyProps = { issue: Issue; lookups: IssueLookups; show: DisplayProperties };

/** What a card shows; also the drag preview that follows the pointer. */
export function CardBody({ issue, lookups, show }: CardBodyProps) {
  return (
    <>
      {show.key && (
        <span className="font-mono text-2xs text-fg-subtle">
          {issueKey(identifierOf(issue, lookups.identifier, lookups.projects), issue)}
        </span>
      )}
      <span className="line-clamp-3 text-sm text-fg">{issue.name}</span>
      <IssueProperties issue={issue} lookups={lookups} show={show} variant="card" />
    </>
  );
}

type BoardCardProps = CardBodyProps & {
  groupKey: string;
  laneKey?: string;
  active: boolean;
  draggable: boolean;
  onOpen: (issueId: string) => void;
};

const cardClasses =
  "flex w-full cursor-pointer flex-col gap-1.5 rounded-md border border-border bg-surface p-2.5 text-left shadow-xs outline-none hover:border-border-strong focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A card, named by its issue's title. Drag it with the pointer, or focus it and press Space, move with
 * the arrow keys and Space again to drop; Enter or a click opens it (the sensor keeps Space for itself).
 */
export const BoardCard = memo(function BoardCard({
  issue,
  lookups,
  show,
  groupKey,
  laneKey,
  active,
  draggable,
  onOpen,
}: BoardCardProps) {
  const pending = isTemporaryId(issue.id);
  const data: CardData = { type: "card", issueId: issue.id, groupKey, laneKey };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: cardId(issue.id, groupKey, laneKey),
    data,
    disabled: !draggable || pending,
  });

  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={issue.name}
      // Space picks the card up and drops it; its keyup must not also "click" the card open.
      onKeyUp={(event) => {
        if (event.key === " ") event.preventDefault();
      }}
      aria-current={active ? "true" : undefined}
      aria-busy={pending || undefined}
      data-issue-id={issue.id}
      onClick={() => !pending && onOpen(issue.id)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(cardClasses, active && "border-accent", isDragging && "opacity-40", pending && "opacity-60")}
    >
      <CardBody issue={issue} lookups={lookups} show={show} />
    </button>
  );
});

export function CardPreview(props: CardBodyProps) {
  return (
    <div className={cn(cardClasses, "w-72 rotate-1 shadow-popover")}>
      <CardBody {...props} />
    </div>
  );
}
