import type { HomeDashboard, QuickLink, RecentVisit, WidgetData } from "@hangar/contracts";
import { expect } from "vitest";
import { planningKit, type Who } from "../cycles/planning-test-kit";

/** The planning kit (a role matrix, a project, issue and cycle shortcuts) plus the home calls. */
export async function homeKit() {
  const kit = await planningKit();
  const { m, as } = kit;
  const ws = `/api/workspaces/${m.slug}`;

  const visit = (who: Who, entity_name: string, entity_identifier: string) =>
    as(who).post(`${ws}/recent-visits/`, { entity_name, entity_identifier });
  const visited = async (who: Who, entity_name: string, entity_identifier: string) => {
    const res = await visit(who, entity_name, entity_identifier);
    expect(res.statusCode, res.body).toBe(204);
  };
  const recents = async (who: Who, query = "") => {
    const res = await as(who).get(`${ws}/recent-visits/${query ? `?${query}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RecentVisit[];
  };
  /** "kind name" per visit, newest first: what a recents list shows, in order. */
  const recentNames = async (who: Who, query = "") =>
    (await recents(who, query)).map((v) => `${v.entity_name} ${v.entity_data.name}`);

  const link = async (who: Who, body: Record<string, unknown>) => {
    const res = await as(who).post(`${ws}/quick-links/`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as QuickLink;
  };
  const links = async (who: Who) => {
    const res = await as(who).get(`${ws}/quick-links/`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as QuickLink[];
  };

  const home = async (who: Who) => {
    const res = await as(who).get(`${ws}/dashboard/?dashboard_type=home`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HomeDashboard;
  };
  const widgetData = async <K extends WidgetData["widget_key"]>(who: Who, dashboardId: string, key: K, query = "") => {
    const res = await as(who).get(`${ws}/dashboard/${dashboardId}/?widget_key=${key}${query ? `&${query}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Extract<WidgetData, { widget_key: K }>;
  };

  return { ...kit, ws, visit, visited, recents, recentNames, link, links, home, widgetData };
}
