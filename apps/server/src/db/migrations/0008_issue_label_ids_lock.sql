-- issue_label_ids_sync, now locking the issues it rewrites before reading their links. Two transactions
-- linking labels to one issue at once each read the links their own statement could see; the later one,
-- after waiting on the row, wrote back a copy without the earlier one's link. Locking first (in id order,
-- so two writers cannot deadlock) and reading in the next statement, whose snapshot sees what the other
-- committed, keeps the copy whole.
CREATE OR REPLACE FUNCTION "issue_label_ids_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := array(SELECT DISTINCT "issue_id" FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    touched := array(SELECT DISTINCT "issue_id" FROM old_links);
  ELSE
    touched := array(SELECT "issue_id" FROM new_links UNION SELECT "issue_id" FROM old_links);
  END IF;
  PERFORM 1 FROM "issues" WHERE "id" = ANY(touched) ORDER BY "id" FOR UPDATE;
  UPDATE "issues" i SET "label_ids" = array(SELECT l."label_id" FROM "issue_labels" l WHERE l."issue_id" = i."id" ORDER BY l."created_at", l."label_id")
  WHERE i."id" = ANY(touched);
  RETURN NULL;
END
$$;
