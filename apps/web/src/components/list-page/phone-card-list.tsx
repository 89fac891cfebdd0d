import { type ComponentType, Suspense, lazy } from 'react';
import type { CardListProps } from './card-paging';
import { CardsLoading } from './cards-loading';

/**
 * The card list is a chunk of its own, loaded the first time a phone shows a list: a desktop list
 * never shows cards, and CardList with antd's Card was some 13 KiB (compressed) of every list
 * page's first load.
 */
const CardList = lazy(async () => ({ default: (await import('./card-list')).CardList as ComponentType<CardListProps<unknown>> }));

/** A list's phone view (CardList), with the cards' loading status until its chunk is in. */
export function PhoneCardList<T>(props: CardListProps<T>) {
  return (
    <Suspense fallback={<CardsLoading />}>
      <CardList {...(props as CardListProps<unknown>)} />
    </Suspense>
  );
}
