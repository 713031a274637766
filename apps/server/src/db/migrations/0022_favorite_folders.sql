-- Nothing set parent_id before folders; clear any stray value so the new foreign key holds.
UPDATE "user_favorites" SET "parent_id" = NULL WHERE "parent_id" IS NOT NULL AND "parent_id" NOT IN (SELECT "id" FROM "user_favorites");--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_parent_id_user_favorites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user_favorites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_folder_name_unique" ON "user_favorites" USING btree ("workspace_id","user_id",lower("name")) WHERE "user_favorites"."is_folder";--> statement-breakpoint
CREATE INDEX "user_favorites_owner_idx" ON "user_favorites" USING btree ("workspace_id","user_id","sequence");--> statement-breakpoint
CREATE INDEX "user_favorites_parent_idx" ON "user_favorites" USING btree ("parent_id");