import { SearchX } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";

/** Nothing matches the filters, which is not the same as nothing being there: say so and offer a way back. */
export function NoMatchesState({ noun, onClear }: { noun: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={`No ${noun} match these filters`}
      description="Remove a filter above, or clear them all to see the whole list."
      action={
        <Button size="sm" variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
