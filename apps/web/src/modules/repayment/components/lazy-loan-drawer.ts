import { lazyDialog } from '@/lib/lazy-dialog';

/** The loan drawer, loaded when a list first opens it (its forms and their rules are not the lists'). */
export const LoanDrawer = lazyDialog(
  () => import('./loan-drawer').then((m) => m.LoanDrawer),
  (p) => p.loanId !== null,
);
