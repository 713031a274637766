import { useCallback } from "react";
import { toast } from "../../../lib/toast";
import { issueShareUrl } from "../lib/issue-link";

export function useCopyIssueLink(slug: string, key: string | null) {
  return useCallback(async () => {
    if (!key) return;
    const url = issueShareUrl(slug, key);
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      // Clipboard access is refused on insecure origins and in some embedded browsers: show the link instead.
      toast.error("Couldn't copy the link", { description: url });
    }
  }, [slug, key]);
}
