import { useMatches } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { labelled, punctuationOf } from '@/lib/punctuation';
import type { RouteHandle } from './route-table';
import { ShellResult } from './shell-result';
import { useShellText } from './shell.text';

/** Any route of the table without a built page: says so plainly, never a blank screen. */
export default function NotBuiltPage() {
  const t = useShellText();
  const { locale } = useLocale();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.title[locale] ?? '';
  return <ShellResult status="info" title={labelled(title, t('notBuilt'), punctuationOf(locale))} subTitle={t('notBuiltSub', { title })} />;
}
