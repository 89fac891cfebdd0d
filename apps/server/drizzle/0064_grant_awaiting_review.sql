-- Decision 0082: a grant is awaiting review (1) until its flow reaches finance's node, awaiting
-- disbursement (2) there. Grants that waited at an executive's node were stored as 2: moved to 1,
-- so the executives' inboxes (opening on 1) hold them.
UPDATE "grants" AS g SET "status" = 1
FROM "flow_instances" AS f
WHERE f."process" = 'grant' AND f."subject_id" = g."id" AND f."status" = 'pending' AND g."status" = 2
  AND coalesce(f."nodes" -> f."node_index" ->> 'key', '') <> 'finance';
