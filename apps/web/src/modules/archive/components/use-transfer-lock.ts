import type { ArchiveLockKind, ArchiveTransferDetail } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { releaseTransferLock, takeTransferLock, transferKeys } from '../api/archive-transfer-api';

/** Renewed well inside the server's expiry (ARCHIVE_LOCK_TTL_MINUTES) while the page stays open. */
const RENEW_MS = 4 * 60_000;

/**
 * Spec 000 §7: opening a transfer to act on it takes its lock; leaving the page (a route change,
 * or closing the tab: keepalive) releases it. Whoever else holds it shows in the detail's locks.
 */
export function useTransferLock(detail: ArchiveTransferDetail | undefined, kind: ArchiveLockKind, wanted: boolean) {
  const client = useQueryClient();
  const id = detail?.id;
  const instanceId = detail?.flowInstanceId ?? null;
  const held = useRef(false);
  useEffect(() => {
    if (!wanted || id === undefined || instanceId === null) return;
    let live = true;
    const take = async () => {
      try {
        await takeTransferLock(id, kind);
        held.current = true;
      } catch {
        held.current = false;
      }
      if (live) await client.invalidateQueries({ queryKey: transferKeys.detail(id) });
    };
    void take();
    const renew = setInterval(() => void take(), RENEW_MS);
    const leave = () => {
      if (held.current) releaseTransferLock(kind, instanceId);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      live = false;
      clearInterval(renew);
      window.removeEventListener('pagehide', leave);
      leave();
      held.current = false;
    };
  }, [client, id, instanceId, kind, wanted]);
}
