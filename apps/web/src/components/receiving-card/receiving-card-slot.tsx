import { type ComponentType, createContext, useContext } from 'react';

/** The borrower a receiving card is added for: the page's own, by name (never a typed number). */
export type CardBorrower = { id: number; name: string; billId?: number };

/** A form that adds a borrower's receiving card (the bank-card module's, composed in app/). */
export type ReceivingCardForm = ComponentType<{ borrower: CardBorrower; onClose: () => void; onSaved?: (id: number) => void }>;

const Slot = createContext<ReceivingCardForm | null>(null);

/**
 * The borrower page and the grant request add a receiving card without importing the bank-card
 * module (STYLE §1): app/ provides the form here, those pages ask for it (issue 29).
 */
export const ReceivingCardProvider = Slot.Provider;
export const useReceivingCardForm = () => useContext(Slot);
