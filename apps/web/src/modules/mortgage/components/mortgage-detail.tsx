import { AREAS, type AreaCode, shanghaiMinute } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { type Locale, useLocale } from '@/lib/i18n';
import { mortgageDetailQuery } from '../api/mortgage-api';
import { useMortgageText } from '../mortgage.text';
import { MortgageeFormModal } from './mortgage-form-modal';

/** An area code as its name; an unknown code as itself. */
export const areaName = (code: string, locale: Locale) => AREAS[code as AreaCode]?.[locale] ?? code;

/** One record, read only, with its edit form (which saves at the version read). */
export function MortgageeDetail({ id }: { id: number }) {
  const t = useMortgageText();
  const { locale } = useLocale();
  const detail = useQuery(mortgageDetailQuery(id));
  const [editing, setEditing] = useState(false);
  if (detail.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 24 }} />;
  const d = detail.data;

  return (
    <>
      <ReadonlyCard
        title={d.name}
        extra={
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        }
        items={[
          { label: t('name'), value: d.name },
          { label: t('enabled'), value: d.enabled ? t('on') : t('off') },
          { label: t('area'), value: areaName(d.areaCode, locale) },
          { label: t('createdAt'), value: shanghaiMinute(d.createdAt) },
          { label: t('updatedAt'), value: shanghaiMinute(d.updatedAt) },
        ]}
      />
      <MortgageeFormModal
        open={editing}
        onClose={() => setEditing(false)}
        editing={{ id: d.id, version: d.version, values: { name: d.name, enabled: d.enabled ? 1 : 0 } }}
      />
    </>
  );
}
