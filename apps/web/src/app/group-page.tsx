import { useMatches } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { type RouteHandle, visibleChildrenOf } from './route-table';
import { ShellResult } from './shell-result';
import { useShellText } from './shell.text';

/**
 * A menu group opened by someone who holds its code but none of its pages' codes (the guard sends
 * everyone else on to the first page they may open): what the group holds and whom to ask.
 */
export default function GroupPage() {
  const t = useShellText();
  const { locale } = useLocale();
  const group = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route;
  const title = group?.entry.title[locale] ?? '';
  const pages = group ? visibleChildrenOf(group).filter((r) => !r.entry.external) : [];
  return (
    <ShellResult
      status="info"
      title={t('groupEmpty', { title })}
      subTitle={
        <>
          <p>{t('groupEmptySub')}</p>
          <ul aria-label={title} style={{ display: 'inline-block', textAlign: 'start', margin: 0 }}>
            {pages.map((page) => (
              <li key={page.fullPath}>{page.entry.title[locale]}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
