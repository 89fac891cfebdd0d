-- Newest-first indexes as the lists walk them (issue 31): drizzle's .desc() made DESC NULLS LAST
-- indexes, which ORDER BY ... DESC (nulls first) cannot walk, so every such list sorted its whole
-- scope for a page (as migration 0007 found for the gallery). Now DESC NULLS FIRST, and the archive
-- list's own order gets an index of its own.
DROP INDEX "card_change_created_idx";--> statement-breakpoint
DROP INDEX "five_level_changes_bill_idx";--> statement-breakpoint
DROP INDEX "five_level_changes_created_idx";--> statement-breakpoint
DROP INDEX "grant_rejections_grant_idx";--> statement-breakpoint
DROP INDEX "grants_created_idx";--> statement-breakpoint
DROP INDEX "grants_status_idx";--> statement-breakpoint
DROP INDEX "mortgage_releases_status_idx";--> statement-breakpoint
DROP INDEX "mortgage_requests_status_idx";--> statement-breakpoint
DROP INDEX "mortgage_requests_area_idx";--> statement-breakpoint
DROP INDEX "repayment_loans_overdue_idx";--> statement-breakpoint
DROP INDEX "repayment_loans_created_idx";--> statement-breakpoint
DROP INDEX "repayment_loans_owner_idx";--> statement-breakpoint
DROP INDEX "repayment_loans_area_idx";--> statement-breakpoint
DROP INDEX "business_date_moves_at_idx";--> statement-breakpoint
DROP INDEX "payment_confirmations_created_idx";--> statement-breakpoint
DROP INDEX "payment_confirmations_owner_idx";--> statement-breakpoint
DROP INDEX "loan_adjustments_created_idx";--> statement-breakpoint
DROP INDEX "loan_deposits_created_idx";--> statement-breakpoint
DROP INDEX "loan_extensions_created_idx";--> statement-breakpoint
DROP INDEX "loan_type_changes_created_idx";--> statement-breakpoint
DROP INDEX "archive_items_status_idx";--> statement-breakpoint
DROP INDEX "archive_items_area_idx";--> statement-breakpoint
DROP INDEX "archive_ledger_newest_idx";--> statement-breakpoint
DROP INDEX "archive_transfers_status_idx";--> statement-breakpoint
DROP INDEX "archive_transfers_area_idx";--> statement-breakpoint
DROP INDEX "archive_transfers_old_status_idx";--> statement-breakpoint
DROP INDEX "archive_transfers_old_area_idx";--> statement-breakpoint
DROP INDEX "archive_disposals_status_idx";--> statement-breakpoint
DROP INDEX "payment_records_created_idx";--> statement-breakpoint
DROP INDEX "payment_records_status_idx";--> statement-breakpoint
DROP INDEX "contract_templates_kind_idx";--> statement-breakpoint
DROP INDEX "contracts_kind_idx";--> statement-breakpoint
DROP INDEX "contracts_area_idx";--> statement-breakpoint
DROP INDEX "contracts_owner_idx";--> statement-breakpoint
DROP INDEX "order_transfers_applicant_idx";--> statement-breakpoint
DROP INDEX "order_transfers_created_idx";--> statement-breakpoint
DROP INDEX "system_change_requests_applicant_idx";--> statement-breakpoint
DROP INDEX "system_change_requests_status_idx";--> statement-breakpoint
DROP INDEX "system_change_requests_area_idx";--> statement-breakpoint
DROP INDEX "system_change_versions_newest_idx";--> statement-breakpoint
DROP INDEX "system_change_versions_area_idx";--> statement-breakpoint
DROP INDEX "recharge_records_created_idx";--> statement-breakpoint
DROP INDEX "recharge_records_status_idx";--> statement-breakpoint
DROP INDEX "recharge_records_area_idx";--> statement-breakpoint
DROP INDEX "withhold_requests_created_idx";--> statement-breakpoint
DROP INDEX "withhold_requests_status_idx";--> statement-breakpoint
DROP INDEX "withhold_requests_area_idx";--> statement-breakpoint
CREATE INDEX "archive_items_updated_idx" ON "archive_items" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "card_change_created_idx" ON "card_change_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "five_level_changes_bill_idx" ON "five_level_changes" USING btree ("bill_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "five_level_changes_created_idx" ON "five_level_changes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "grant_rejections_grant_idx" ON "grant_rejections" USING btree ("grant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "grants_created_idx" ON "grants" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "grants_status_idx" ON "grants" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgage_releases_status_idx" ON "mortgage_releases" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgage_requests_status_idx" ON "mortgage_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgage_requests_area_idx" ON "mortgage_requests" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repayment_loans_overdue_idx" ON "repayment_loans" USING btree ("days_past_due" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "repayment_loans"."days_past_due" > 0;--> statement-breakpoint
CREATE INDEX "repayment_loans_created_idx" ON "repayment_loans" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repayment_loans_owner_idx" ON "repayment_loans" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "repayment_loans_area_idx" ON "repayment_loans" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "business_date_moves_at_idx" ON "business_date_moves" USING btree ("moved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_confirmations_created_idx" ON "payment_confirmations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_confirmations_owner_idx" ON "payment_confirmations" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_adjustments_created_idx" ON "loan_adjustments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_deposits_created_idx" ON "loan_deposits" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_extensions_created_idx" ON "loan_extensions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "loan_type_changes_created_idx" ON "loan_type_changes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "archive_items_status_idx" ON "archive_items" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "archive_items_area_idx" ON "archive_items" USING btree ("area_code","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "archive_ledger_newest_idx" ON "archive_ledger" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "archive_transfers_status_idx" ON "archive_transfers" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "archive_transfers_area_idx" ON "archive_transfers" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "archive_transfers_old_status_idx" ON "archive_transfers_old" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "archive_transfers_old_area_idx" ON "archive_transfers_old" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "archive_disposals_status_idx" ON "archive_disposals" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_records_created_idx" ON "payment_records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payment_records_status_idx" ON "payment_records" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contract_templates_kind_idx" ON "contract_templates" USING btree ("kind","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_kind_idx" ON "contracts" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_area_idx" ON "contracts" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contracts_owner_idx" ON "contracts" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_transfers_applicant_idx" ON "order_transfers" USING btree ("applicant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_transfers_created_idx" ON "order_transfers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "system_change_requests_applicant_idx" ON "system_change_requests" USING btree ("applicant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "system_change_requests_status_idx" ON "system_change_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "system_change_requests_area_idx" ON "system_change_requests" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "system_change_versions_newest_idx" ON "system_change_versions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "system_change_versions_area_idx" ON "system_change_versions" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recharge_records_created_idx" ON "recharge_records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recharge_records_status_idx" ON "recharge_records" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recharge_records_area_idx" ON "recharge_records" USING btree ("area_code","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "withhold_requests_created_idx" ON "withhold_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "withhold_requests_status_idx" ON "withhold_requests" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "withhold_requests_area_idx" ON "withhold_requests" USING btree ("area_code","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- Lists on the shared list helper keep their capped totals until a table the count reads changes
-- (db/capped-count.ts, decision 0077): the loan book's loans and their draws and the archive's
-- documents announce their changes on 'lc_rows_changed' too (migration 0016's function,
-- statement-level), as the bills already do.
CREATE TRIGGER grants_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grants FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
--> statement-breakpoint
CREATE TRIGGER grant_draws_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grant_draws FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
--> statement-breakpoint
CREATE TRIGGER archive_items_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON archive_items FOR EACH STATEMENT EXECUTE FUNCTION lc_notify_rows_changed();
