import { toast } from "./toast";

/**
 * Copies a link and says so. Clipboard access is refused on insecure origins and in some embedded browsers:
 * then the toast shows the link instead. `showLink` shows it on success too (links meant to be shared).
 */
export async function copyLink(url: string, { showLink = false }: { showLink?: boolean } = {}): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied", showLink ? { description: url } : undefined);
  } catch {
    toast.error("Couldn't copy the link", { description: url });
  }
}
