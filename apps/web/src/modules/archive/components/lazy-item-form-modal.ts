import { lazyDialog } from '@/lib/lazy-dialog';

/** The document form, loaded when it first opens (its rules are not the lists'). */
export const ArchiveItemFormModal = lazyDialog(
  () => import('./archive-item-form-modal').then((m) => m.ArchiveItemFormModal),
  (p) => p.open,
);
