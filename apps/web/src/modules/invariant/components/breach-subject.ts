import { FUND_PARTIES, LEDGER_ACCOUNTS, type Locale } from '@lc/shared';

/** A breach's subject in words: a funding party's or an account's name, or the ledger entry's number. */
export function breachSubject(subject: string | null, locale: Locale, entryLabel: (n: string) => string): string {
  if (!subject) return '';
  if (subject.startsWith('entry:')) return entryLabel(subject.slice('entry:'.length));
  const party = (FUND_PARTIES as Record<string, { name: Record<Locale, string> }>)[subject];
  if (party) return party.name[locale];
  const account = LEDGER_ACCOUNTS.find((a) => a.code === subject);
  return account ? `${account.code} ${account.name[locale]}` : subject;
}
