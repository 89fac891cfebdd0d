import { Spin } from 'antd';
import { type ReactNode, Suspense, lazy } from 'react';
import { ReceivingCardProvider, type ReceivingCardForm } from '@/components/receiving-card/receiving-card-slot';

// Loaded the first time a page opens it: the card form is not part of the shell.
const LazyForm = lazy(() => import('@/modules/bank-card/components/card-form-modal').then((m) => ({ default: m.CardFormModal })));

const CardForm: ReceivingCardForm = (props) => (
  <Suspense fallback={<Spin />}>
    <LazyForm {...props} />
  </Suspense>
);

/** The pages' form for a borrower's receiving card (the borrower page and the grant request ask for it; STYLE §1: composed here). */
export function ReceivingCardSlot({ children }: { children: ReactNode }) {
  return <ReceivingCardProvider value={CardForm}>{children}</ReceivingCardProvider>;
}
