-- Tables whose changes the database announces on 'lc_rows_changed', the payload naming the table:
-- every server process listens and drops what it cached from that table (db/change-feed.ts), such
-- as a list's total per filter or the names a page shows. Statement-level, so a bulk change sends
-- one notification; PostgreSQL folds equal notifications within a transaction.
CREATE OR REPLACE FUNCTION lc_notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lc_rows_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bills_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bills FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
--> statement-breakpoint
CREATE TRIGGER users_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
--> statement-breakpoint
CREATE TRIGGER departments_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
