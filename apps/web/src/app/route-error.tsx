import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { catalogueMessage } from '@lc/shared';
import { ApiError } from '@/lib/http';
import { useLocale } from '@/lib/i18n';
import { reportError } from '@/lib/telemetry';
import { ChunkTimeoutError, isChunkError } from './chunk-load';
import { useShellText } from './shell.text';

/**
 * The error page of a route: a chunk that failed or timed out (spec 000 §9) offers a reload;
 * anything else is reported and offers the way home.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useShellText();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const chunk = isChunkError(error);
  const api = error instanceof ApiError;

  useEffect(() => {
    // API errors were reported by the client already.
    if (api) return;
    const message = isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : String(error);
    reportError({ kind: chunk ? 'chunk-load' : 'render', message, path: window.location.pathname });
  }, [error, chunk, api]);

  // Plain markup: this page must show even when antd's chunk is what failed to load.
  return (
    <section className="lc-result" role="alert">
      <h1 className="lc-result__title">
        {error instanceof ChunkTimeoutError ? catalogueMessage('chunkTimeout', locale) : t(chunk ? 'chunkFailed' : 'crashed')}
      </h1>
      {!chunk && <p className="lc-result__sub">{api ? error.message : t('crashedSub')}</p>}
      <div className="lc-result__actions">
        <button type="button" className="lc-button lc-button--primary" onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
        <button type="button" className="lc-button" onClick={() => void navigate('/home')}>
          {t('home')}
        </button>
      </div>
    </section>
  );
}
