-- Lists on the shared list helper keep their capped totals until a table the count reads changes
-- (db/capped-count.ts, decision 0077): the loan book's loans and their draws and the archive's
-- documents announce their changes on 'lc_rows_changed' too (migration 0016's function,
-- statement-level), as the bills already do.
CREATE TRIGGER grants_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grants FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
--> statement-breakpoint
CREATE TRIGGER grant_draws_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grant_draws FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
--> statement-breakpoint
CREATE TRIGGER archive_items_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON archive_items FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
