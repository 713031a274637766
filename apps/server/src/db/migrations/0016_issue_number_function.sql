CREATE OR REPLACE FUNCTION "take_issue_number"(
  p_project uuid, p_state uuid, p_issue uuid, p_sort_order double precision,
  p_step double precision, p_first double precision
) RETURNS TABLE ("sequence_id" integer, "sort_order" double precision) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "project_issue_sequences" AS s ("project_id", "last_sequence_id") VALUES (p_project, 1)
  ON CONFLICT ("project_id") DO UPDATE SET "last_sequence_id" = s."last_sequence_id" + 1
  RETURNING s."last_sequence_id" INTO "sequence_id";
  "sort_order" := p_sort_order;
  IF "sort_order" IS NULL THEN
    -- A statement of its own, run holding the counter: its snapshot holds the issue the create before placed last.
    -- Two forms, so that each reads the end of its state's range in issues_project_state_idx.
    IF p_state IS NULL THEN
      SELECT coalesce(max(i."sort_order") + p_step, p_first) INTO "sort_order" FROM "issues" i
      WHERE i."project_id" = p_project AND i."state_id" IS NULL AND i."deleted_at" IS NULL AND i."id" <> p_issue;
    ELSE
      SELECT coalesce(max(i."sort_order") + p_step, p_first) INTO "sort_order" FROM "issues" i
      WHERE i."project_id" = p_project AND i."state_id" = p_state AND i."deleted_at" IS NULL AND i."id" <> p_issue;
    END IF;
  END IF;
  RETURN NEXT;
END
$$;
