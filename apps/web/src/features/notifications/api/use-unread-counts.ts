import { notificationEndpoints } from "@hangar/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api";
import { notificationKeys } from "./notification-keys";

/** The sidebar's badge and the inbox tabs' counts; live events and the inbox's own changes keep it current. */
export function useUnreadCounts(slug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.unread(slug),
    enabled: enabled && Boolean(slug),
    queryFn: ({ signal }) => call(notificationEndpoints.unreadCounts, { params: { slug }, signal }),
  });
}
