import { AREAS, type AreaCode, type CertificateStatisticsRow } from '@lc/shared';
import { Progress } from 'antd';
import { useLocale } from '@/lib/i18n';
import { useCertificateText } from '../certificate-statistics.text';

/**
 * The chart: one bar per month and area, its length the row's total against the largest. No chart
 * library is in the web app; the numbers are in the table beside, and each bar says them in text.
 */
export function CertificateBars({ rows }: { rows: CertificateStatisticsRow[] }) {
  const t = useCertificateText();
  const { locale } = useLocale();
  const max = Math.max(1, ...rows.map((r) => r.total));
  return (
    <figure style={{ margin: 0 }} aria-label={t('chart')}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{t('chart')}</figcaption>
      {rows.map((r) => {
        const label = `${r.month} ${AREAS[r.areaCode as AreaCode]?.[locale] ?? r.areaCode}`;
        return (
          <div key={`${r.month}-${r.areaCode}`} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span style={{ width: 130, flex: 'none' }}>{label}</span>
            <Progress
              percent={Math.round((r.total / max) * 100)}
              format={() => String(r.total)}
              aria-label={`${label}: ${r.total}`}
              strokeColor="#1668dc"
              // The longest bar is at 100 %, where antd would turn its text success-green (too pale to read).
              status="normal"
              style={{ flex: 1, margin: 0 }}
            />
          </div>
        );
      })}
    </figure>
  );
}
