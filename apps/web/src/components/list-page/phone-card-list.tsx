import { type ComponentType, Suspense, lazy } from 'react';
import { LoadingStatus } from '../loading-status/loading-status';
import type { CardListProps } from './card-paging';
import { useListText } from './list.text';

/**
 * The card list is a chunk of its own, loaded the first time a phone shows a list: a desktop list
 * never shows cards, and CardList with antd's Card was some 13 KiB (compressed) of every list
 * page's first load.
 */
const CardList = lazy(async () => ({ default: (await import('./card-list')).CardList as ComponentType<CardListProps<unknown>> }));

/** A list's phone view (CardList), with the list's loading status until its chunk is in. */
export function PhoneCardList<T>(props: CardListProps<T>) {
  const t = useListText();
  return (
    <Suspense fallback={<LoadingStatus label={t('loading')} style={{ margin: 24, textAlign: 'center' }} />}>
      <CardList {...(props as CardListProps<unknown>)} />
    </Suspense>
  );
}
