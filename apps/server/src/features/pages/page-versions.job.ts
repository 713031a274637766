import { z } from "zod";
import type { Db } from "../../db/client";
import { defineJob } from "../../lib/jobs";
import { pruneVersions } from "./page-versions.repo";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes versions saved more than `retentionDays` ago, never a page's newest; answers how many went. */
export const prunePageVersions = (db: Db, retentionDays: number, now = Date.now()) =>
  pruneVersions(db, new Date(now - retentionDays * DAY_MS));

/** Once a day (03:17 UTC, off the hour most schedules pick), in whichever server process takes it. */
export const pageVersionPruneJob = (db: Db, retentionDays: number) =>
  defineJob("pages.prune-versions", z.object({}), async () => void (await prunePageVersions(db, retentionDays)), {
    cron: "17 3 * * *",
    retryLimit: 2,
    retryDelaySeconds: 60,
  });
