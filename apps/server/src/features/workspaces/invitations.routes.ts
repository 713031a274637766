import type { App } from "../../lib/types";

export async function invitationRoutes(_app: App) {}
