import { Result } from 'antd';
import type { ReactNode } from 'react';
import { usePermission } from '@/lib/auth';
import { useNeedsPermissionText } from './needs-permission.text';

/**
 * A page whose route is open to its reader but whose records need a code the route cannot carry
 * (each code gates one route): it says which code is missing rather than asking the server for
 * records it would refuse.
 */
export function NeedsPermission({ code, children }: { code: string; children: ReactNode }) {
  const t = useNeedsPermissionText();
  if (usePermission(code)) return children;
  return <Result status="403" title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('title')}</h1>} subTitle={t('hint', { code })} />;
}
