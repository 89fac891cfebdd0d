export * from './gallery.constants';
export * from './gallery.schema';
export * from './list-total';
export * from './org-filter.schema';
