import { type ComponentType, createContext, useContext } from 'react';

/** A drawer that values one collateral (the valuation module's, composed in app/). */
export type CollateralValuationDrawer = ComponentType<{ mortgageId: number; title: string; open: boolean; onClose: () => void }>;

const Slot = createContext<CollateralValuationDrawer | null>(null);

/**
 * The bill pages open the valuation widget for a collateral without importing the valuation
 * module (STYLE §1): app/ provides the drawer here, the bill module asks for it.
 */
export const CollateralValuationProvider = Slot.Provider;
export const useCollateralValuationDrawer = () => useContext(Slot);
