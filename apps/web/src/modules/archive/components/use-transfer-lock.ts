import type { ArchiveLockKind, ArchiveTransferDetail } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { beforeSignOut } from '@/lib/before-sign-out';
import { releaseTransferLock, takeTransferLock, transferKeys } from '../api/archive-transfer-api';

/** Renewed well inside the server's expiry (ARCHIVE_LOCK_TTL_MINUTES) while the page stays open. */
const RENEW_MS = 4 * 60_000;

/**
 * Spec 000 §7: opening a transfer to act on it takes its lock; leaving the page (a route change,
 * or closing the tab: keepalive) releases it, and so does signing out, before the session ends
 * (beforeSignOut). Whoever else holds it shows in the detail's locks.
 */
export function useTransferLock(detail: ArchiveTransferDetail | undefined, kind: ArchiveLockKind, wanted: boolean) {
  const client = useQueryClient();
  const id = detail?.id;
  const instanceId = detail?.flowInstanceId ?? null;
  const held = useRef(false);
  useEffect(() => {
    if (!wanted || id === undefined || instanceId === null) return;
    let live = true;
    let forget = () => {};
    const release = () => {
      forget();
      held.current = false;
      return releaseTransferLock(kind, instanceId);
    };
    const take = async () => {
      try {
        await takeTransferLock(id, kind);
        if (!live) return void releaseTransferLock(kind, instanceId);
        held.current = true;
        forget();
        forget = beforeSignOut(release);
      } catch {
        held.current = false;
        forget();
      }
      if (live) await client.invalidateQueries({ queryKey: transferKeys.detail(id) });
    };
    void take();
    const renew = setInterval(() => void take(), RENEW_MS);
    const leave = () => {
      if (held.current) void release();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      live = false;
      clearInterval(renew);
      window.removeEventListener('pagehide', leave);
      leave();
      forget();
    };
  }, [client, id, instanceId, kind, wanted]);
}
