DROP INDEX "sample_records_created_idx";--> statement-breakpoint
DROP INDEX "sample_records_salesperson_idx";--> statement-breakpoint
DROP INDEX "sample_records_group_idx";--> statement-breakpoint
DROP INDEX "sample_records_department_idx";--> statement-breakpoint
DROP INDEX "sample_records_area_idx";--> statement-breakpoint
CREATE INDEX "sample_records_created_idx" ON "sample_records" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_records_salesperson_idx" ON "sample_records" USING btree ("salesperson_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_records_group_idx" ON "sample_records" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_records_department_idx" ON "sample_records" USING btree ("department_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_records_area_idx" ON "sample_records" USING btree ("area_code","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);