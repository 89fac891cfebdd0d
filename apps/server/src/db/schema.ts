// Every module's tables, for Drizzle and drizzle-kit. One line per module.
export * from '../lib/idempotency.table';
export * from '../modules/identity/org.table';
export * from '../modules/access/access.table';
export * from '../modules/identity/session.table';
export * from '../modules/audit/audit.table';
export * from '../modules/home/home.table';
export * from '../modules/telemetry/telemetry.table';
export * from '../modules/export/export.table';
export * from '../modules/upload/upload.table';
export * from '../modules/gallery/gallery.table';
export * from '../modules/workflow/workflow.table';
export * from '../modules/borrower/borrower.table';
export * from '../modules/firm/firm.table';
export * from '../modules/channel/channel.table';
export * from '../modules/blacklist/blacklist.table';
export * from '../modules/valuation/valuation.table';
export * from '../modules/bill/bill.table';
