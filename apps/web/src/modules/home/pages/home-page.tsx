import { HOME_TILES, type HomeTile, type Locale, ROUTE_TABLE, canOpen, indexRoutes } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { badgesQuery, clearHistory, historyQuery, homeKeys, recordSearch } from '../api/home-api';
import { HomeSearchField } from '../components/home-search-field';
import { TileIcon } from '../components/tile-icon';
import { routeByPath, searchRoutes } from '../home-search';
import { useHomeText } from '../home.text';
import { punctuation } from '@/lib/punctuation';

const ROUTES = indexRoutes(ROUTE_TABLE);

export default function HomePage() {
  const { locale } = useLocale();
  const t = useHomeText();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const badges = useQuery(badgesQuery);
  const history = useQuery(historyQuery);
  const [keyword, setKeyword] = useState('');

  // Areas not yet online show to everyone and say so; the others to whoever may open them.
  const tiles = useMemo(
    () =>
      HOME_TILES.filter((tile) => {
        const route = ROUTES.find((r) => r.fullPath === tile.path);
        return tile.notOnline || (route && canOpen(route, permissions));
      }),
    [permissions],
  );
  // The tiles render from a deferred copy of the counts: react-query's answer renders
  // synchronously, and the whole grid with it was one long task (see TileGrid).
  const counts = useDeferredValue(badges.data);

  // Badges of pages that are no tile (approval inboxes, the draft box): the user's to-do list.
  const tilePaths = new Set(tiles.map((tile) => tile.path));
  const todo = Object.entries(badges.data ?? {}).filter(([path, count]) => count > 0 && !tilePaths.has(path) && routeByPath(path));

  const go = async (path: string) => {
    await recordSearch(path, keyword || (routeByPath(path)?.entry.title[locale] ?? path)).catch(() => {});
    void queryClient.invalidateQueries({ queryKey: homeKeys.history });
    navigate(path);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <label htmlFor="home-search" style={{ display: 'block', marginBottom: 8, fontWeight: 600 }}>
          {t('search')}
        </label>
        <HomeSearchField
          id="home-search"
          value={keyword}
          onChange={setKeyword}
          options={searchRoutes(keyword, permissions, locale)
            .slice(0, 20)
            .map((r) => ({ value: r.path, label: r.title }))}
          onSelect={(path) => void go(path)}
          placeholder={t('placeholder')}
        />
        {Boolean(history.data?.length) && (
          <div style={{ marginTop: 12 }} aria-label={t('history')}>
            <Typography.Text type="secondary">
              {t('history')}
              {punctuation().colon}
            </Typography.Text>
            {history.data!.map((h) => (
              <Tag key={h.path} style={{ cursor: 'pointer' }} onClick={() => navigate(h.path)}>
                <Link to={h.path}>{routeByPath(h.path)?.entry.title[locale] ?? h.keyword}</Link>
              </Tag>
            ))}
            <Button
              size="small"
              type="link"
              onClick={() => void clearHistory().then(() => queryClient.invalidateQueries({ queryKey: homeKeys.history }))}
            >
              {t('clear')}
            </Button>
          </div>
        )}
      </Card>
      {todo.length ? (
        <Card size="small" title={<h2 style={{ margin: 0, fontSize: 14, fontWeight: 600 }}>{t('todo')}</h2>}>
          <nav aria-label={t('todo')}>
            <Space wrap size={[24, 12]}>
              {todo.map(([path, count]) => {
                const title = routeByPath(path)!.entry.title[locale];
                return (
                  <Link key={path} to={path} aria-label={`${title} (${count})`}>
                    <Space size={6}>
                      {title}
                      <Badge count={count} overflowCount={999} />
                    </Space>
                  </Link>
                );
              })}
            </Space>
          </nav>
        </Card>
      ) : null}
      <TileGrid tiles={tiles} counts={counts} locale={locale} label={t('tiles')} />
    </Space>
  );
}

const tileHref = (tile: HomeTile) => (tile.notOnline ? `/notOnline?tile=${encodeURIComponent(tile.path)}` : tile.path);

/** The area tiles with their to-do counts; memoised, so the page's urgent renders (a keystroke in the search, the counts' arrival) leave it alone. */
const TileGrid = memo(function TileGrid({
  tiles,
  counts,
  locale,
  label,
}: {
  tiles: HomeTile[];
  counts: Record<string, number> | undefined;
  locale: Locale;
  label: string;
}) {
  return (
    <section aria-label={label}>
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => {
          const count = counts?.[tile.path] ?? 0;
          return (
            <Col key={tile.path} xs={12} sm={8} md={6} lg={4}>
              <Link
                to={tileHref(tile)}
                aria-label={count ? `${tile.title[locale]} (${count})` : tile.title[locale]}
                style={{ display: 'block' }}
              >
                <Badge count={count} overflowCount={999} offset={[-8, 8]} style={{ display: 'block' }}>
                  <Card hoverable style={{ textAlign: 'center', minWidth: 120 }} styles={{ body: { padding: '20px 8px' } }}>
                    <Space orientation="vertical" size={8}>
                      <TileIcon name={tile.icon} />
                      <Typography.Text strong>{tile.title[locale]}</Typography.Text>
                    </Space>
                  </Card>
                </Badge>
              </Link>
            </Col>
          );
        })}
      </Row>
    </section>
  );
});
