import { FINAL_STAGES, FUND_PARTIES, FUND_PARTY_CODES, type FundPartyCode } from '@lc/shared';
import { Typography } from 'antd';
import { useMemo } from 'react';
import type { FilterField } from '@/components/list-page/filter-values';
import { ListPage } from '@/components/list-page/list-page';
import { statusFilterOptions } from '@/components/status-tag/use-status-dictionary';
import { useLocale } from '@/lib/i18n';
import { FINAL_LISTS, type FinalListKind } from '../api/final-review-api';
import { useFinalReviewText } from '../final-review.text';
import { useFinalColumns } from './final-columns';
import type { ListFilter } from '@/lib/api-client';

export type FinalListProps = {
  kind: FinalListKind;
  title: string;
  /** A per-party page lists that party only (no party filter); null lists every party with the filter. */
  party: FundPartyCode | null;
};

/** One final-review list (individuals or companies) over ListPage: keyword, stage and, for all parties, a party filter. */
export function FinalList({ kind, title, party }: FinalListProps) {
  const t = useFinalReviewText();
  const { locale } = useLocale();
  const { columns, card, scrollX } = useFinalColumns(kind);
  // A per-party page lists its party only: a filter of the page's own that the URL cannot clear or change.
  const fixed = useMemo((): Record<string, string> => (party ? { fundParty: party } : {}), [party]);

  const filters: FilterField<ListFilter<(typeof FINAL_LISTS)[keyof typeof FINAL_LISTS]>>[] = [
    { kind: 'text', name: 'keyword', label: t(kind === 'firms' ? 'firmKeyword' : 'keyword') },
    {
      kind: 'select',
      name: 'stage',
      label: t('stage'),
      options: statusFilterOptions('finalStage', locale, FINAL_STAGES),
      width: 130,
    },
    ...(party
      ? []
      : [
          {
            kind: 'select' as const,
            name: 'fundParty' as const,
            label: t('fundParty'),
            options: FUND_PARTY_CODES.map((code) => ({ value: code, label: FUND_PARTIES[code].name[locale] })),
            width: 140,
          },
        ]),
  ];

  return (
    <section aria-labelledby={`final-list-${kind}`}>
      <Typography.Title level={4} id={`final-list-${kind}`} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <ListPage
        label={title}
        source={FINAL_LISTS[kind]}
        filters={filters}
        columns={columns}
        card={card}
        rowKey={(r) => r.id}
        fixed={fixed}
        scrollX={scrollX}
      />
    </section>
  );
}
