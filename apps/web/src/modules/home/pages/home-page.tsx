import { HOME_TILES, type HomeTile, type Locale, ROUTE_TABLE, canOpen, indexRoutes } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Space } from 'antd';
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
import '../home.css';

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
      <div className="lc-home-panel">
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
            <span className="lc-home-muted">
              {t('history')}
              {punctuation().colon}
            </span>
            {history.data!.map((h) => (
              <Link key={h.path} className="lc-home-chip" to={h.path}>
                {routeByPath(h.path)?.entry.title[locale] ?? h.keyword}
              </Link>
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
      </div>
      {todo.length ? (
        <section className="lc-home-panel lc-home-panel--small" aria-labelledby="home-todo">
          <h2 id="home-todo" className="lc-home-panel__title">
            {t('todo')}
          </h2>
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
        </section>
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
    <section aria-label={label} className="lc-home-tiles">
      {tiles.map((tile) => {
        const count = counts?.[tile.path] ?? 0;
        return (
          <Link
            key={tile.path}
            to={tileHref(tile)}
            className="lc-home-tile-link"
            aria-label={count ? `${tile.title[locale]} (${count})` : tile.title[locale]}
          >
            <Badge className="lc-home-tile-badge" count={count} overflowCount={999} offset={[-8, 8]}>
              <span className="lc-home-tile">
                <TileIcon name={tile.icon} />
                <strong>{tile.title[locale]}</strong>
              </span>
            </Badge>
          </Link>
        );
      })}
    </section>
  );
});
