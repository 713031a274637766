import type { App } from "../../lib/types";

export async function projectMemberRoutes(_app: App) {}
