-- The bills' system LTV (decision 0024) is kept per page until the bills, their collateral or any
-- valuation change: those tables announce their changes on 'lc_rows_changed' too (migration 0016's
-- function, statement-level).
CREATE TRIGGER bill_mortgages_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bill_mortgages FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
--> statement-breakpoint
CREATE TRIGGER valuation_records_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON valuation_records FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
