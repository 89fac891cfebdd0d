export * from './gallery.constants';
export * from './gallery.schema';
export * from './gallery.contract';
