DROP INDEX "issues_live_idx";--> statement-breakpoint
CREATE INDEX "issue_assignees_project_idx" ON "issue_assignees" USING btree ("project_id","issue_id","assignee_id");--> statement-breakpoint
CREATE INDEX "issue_labels_project_idx" ON "issue_labels" USING btree ("project_id","issue_id","label_id");--> statement-breakpoint
CREATE INDEX "issues_live_state_order_idx" ON "issues" USING btree ("project_id","state_id","sort_order","created_at" DESC NULLS LAST,"id","priority","parent_id") WHERE "issues"."deleted_at" is null and "issues"."archived_at" is null and not "issues"."is_draft";--> statement-breakpoint
CREATE INDEX "issues_live_order_idx" ON "issues" USING btree ("project_id","sort_order","created_at" DESC NULLS LAST,"id") WHERE "issues"."deleted_at" is null and "issues"."archived_at" is null and not "issues"."is_draft";--> statement-breakpoint
CREATE INDEX "cycle_issues_project_idx" ON "cycle_issues" USING btree ("project_id","issue_id","cycle_id");--> statement-breakpoint
CREATE INDEX "module_issues_project_idx" ON "module_issues" USING btree ("project_id","issue_id","module_id");