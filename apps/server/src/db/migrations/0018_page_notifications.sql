ALTER TABLE "notifications" ALTER COLUMN "entity_identifier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "page_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_page_idx" ON "notifications" USING btree ("page_id") WHERE "notifications"."page_id" is not null;