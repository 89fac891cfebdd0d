import { lazyDialog } from '@/lib/lazy-dialog';

/** A request's detail, loaded when a list first opens it (its actions and dialogs are not the lists'). */
export const MortgageRequestDetail = lazyDialog(() => import('./mortgage-request-detail').then((m) => m.MortgageRequestDetail));
