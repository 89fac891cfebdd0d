import { SYSTEM_CHANGE_FIELDS, type SystemChangeDiff, systemChangeValueText } from '@lc/shared';
import { Typography } from 'antd';
import { useLocale } from '@/lib/i18n';
import { punctuationOf } from '@/lib/punctuation';

/** A request's changes, one line per field: "field: before → after". */
export function ChangeValues({ changes }: { changes: SystemChangeDiff[] }) {
  const { locale } = useLocale();
  return (
    <div>
      {changes.map((d) => (
        <div key={d.field}>
          <Typography.Text type="secondary">
            {SYSTEM_CHANGE_FIELDS[d.field][locale]}
            {punctuationOf(locale).colon}
          </Typography.Text>
          {systemChangeValueText(d.field, d.before, locale)} → <strong>{systemChangeValueText(d.field, d.after, locale)}</strong>
        </div>
      ))}
    </div>
  );
}
