import { Button, Card, Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { totalCount } from './list-params';
import type { CardListProps } from './card-paging';
import { CardsLoading } from './cards-loading';
import { useListText } from './list.text';

/** Spec 001 §2: load more when the end of the list is within 100 px of the screen's bottom. */
export const LOAD_MORE_WITHIN_PX = 100;

/**
 * The phone list: one card per row, more pages as the user scrolls, '没有更多了' at the end.
 * Lists show it through PhoneCardList, which loads it (and antd's Card) on a phone only.
 */
export function CardList<T>(p: CardListProps<T>) {
  const t = useListText();
  const end = useRef<HTMLDivElement>(null);
  const { hasMore, onLoadMore } = p;

  useEffect(() => {
    const el = end.current;
    if (!el || !hasMore || p.loadingMore) return;
    // Observing again after each page also catches a page too short to fill the screen.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), {
      rootMargin: `0px 0px ${LOAD_MORE_WITHIN_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, onLoadMore, p.items.length, p.loadingMore]);

  if (p.loading) return <CardsLoading />;
  if (!p.items.length) return <Empty description={p.emptyText ?? t('empty')} />;
  return (
    <div>
      <div style={{ marginBottom: 8, color: '#595959' }} data-testid="list-total">
        {t('total', { n: totalCount(p.total, p.totalExact) })}
      </div>
      <ul aria-label={p.label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {p.items.map((item) => {
          const c = p.card(item);
          return (
            <li key={p.rowKey(item)} style={{ marginBottom: 8 }} data-testid="list-card">
              <Card size="small" title={c.title} extra={c.extra} actions={c.actions}>
                <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
                  {c.fields.map((f) => (
                    <div key={f.label} style={{ display: 'contents' }}>
                      <dt style={{ color: '#595959' }}>{f.label}</dt>
                      <dd style={{ margin: 0, wordBreak: 'break-all' }}>{f.value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
      <div ref={end} style={{ textAlign: 'center', padding: 12, color: '#595959' }} aria-live="polite">
        {p.loadingMore ? (
          t('loading')
        ) : hasMore ? (
          <Button type="link" onClick={onLoadMore}>
            {t('loadMore')}
          </Button>
        ) : (
          t('noMore')
        )}
      </div>
    </div>
  );
}
