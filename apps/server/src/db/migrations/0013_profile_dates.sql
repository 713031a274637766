ALTER TABLE "user_profiles" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "date_format" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "time_format" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
CREATE INDEX "issue_activities_actor_idx" ON "issue_activities" USING btree ("actor_id","created_at");