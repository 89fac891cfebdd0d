import type { Key, ReactNode } from 'react';

// The card list's props and paging, apart from the component: PhoneCardList loads that on phones only.

export type CardSpec = {
  title: ReactNode;
  extra?: ReactNode;
  fields: { label: string; value: ReactNode }[];
  /** The card's own button row. */
  actions?: ReactNode[];
};

export type CardListProps<T> = {
  label: string;
  items: T[];
  rowKey: (item: T) => Key;
  card: (item: T) => CardSpec;
  total: number;
  totalExact: boolean;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  emptyText?: string;
};

type PagesSoFar<T> = {
  items: T[];
  total: number;
  totalExact: boolean;
  hasMore: boolean;
  isLoading: boolean;
  isFetchingMore: boolean;
  loadMore: () => void;
};

/** The pages loaded so far (useInfiniteList) as CardList's paging props. */
export const cardPaging = <T>(more: PagesSoFar<T>) => ({
  items: more.items,
  total: more.total,
  totalExact: more.totalExact,
  hasMore: more.hasMore,
  loading: more.isLoading,
  loadingMore: more.isFetchingMore,
  onLoadMore: more.loadMore,
});
