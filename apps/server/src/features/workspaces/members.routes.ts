import type { App } from "../../lib/types";

export async function workspaceMemberRoutes(_app: App) {}
