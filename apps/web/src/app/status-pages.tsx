import { ShellResult } from './shell-result';
import { type ShellKey, useShellText } from './shell.text';

function StatusPage({ status, title, text }: { status: '403' | '404'; title: ShellKey; text: ShellKey }) {
  const t = useShellText();
  return <ShellResult status={status} title={t(title)} subTitle={t(text)} />;
}

/** Spec 000 §2 fixed route /401: a route the user may not open. */
export const ForbiddenPage = () => <StatusPage status="403" title="forbiddenTitle" text="forbidden" />;

/** Spec 000 §2 fixed route /404: unknown paths land here. */
export const NotFoundPage = () => <StatusPage status="404" title="notFoundTitle" text="notFound" />;
