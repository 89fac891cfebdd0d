import {
  CERTIFICATE_STATISTICS_PERMISSION,
  type CertificateStatisticsQuery,
  type CertificateStatisticsReply,
  type CertificateStatisticsRow,
} from '@lc/shared';
import type { SessionUser } from '../../core/session-user';
import type { ArchiveService } from '../archive/archive.module';
import type { MortgageService } from '../mortgage/mortgage.module';

type Counts = Omit<CertificateStatisticsRow, 'month' | 'areaCode'>;
const zero = (): Counts => ({ registrations: 0, propertyCertificates: 0, mortgageCertificates: 0, total: 0 });

/**
 * /paymentRecordManage/afterLoanCertificate (decision 0045): certificates collected after the loan,
 * per area and month: the mortgage registrations warrant staff recorded, and the property (2) and
 * mortgage (4) certificates the archive holds. Both in the scope of certificate_statistics.
 */
export function createCertificateStatistics(deps: {
  mortgage: () => Pick<MortgageService, 'certificateCounts'>;
  archive: () => Pick<ArchiveService, 'certificateCounts'>;
}) {
  return async (user: SessionUser, q: CertificateStatisticsQuery): Promise<CertificateStatisticsReply> => {
    const [registrations, documents] = await Promise.all([
      deps.mortgage().certificateCounts(user, CERTIFICATE_STATISTICS_PERMISSION, q),
      deps.archive().certificateCounts(user, CERTIFICATE_STATISTICS_PERMISSION, q),
    ]);
    const cells = new Map<string, CertificateStatisticsRow>();
    const cell = (areaCode: string, month: string) => {
      const key = `${month}|${areaCode}`;
      let found = cells.get(key);
      if (!found) cells.set(key, (found = { month, areaCode, ...zero() }));
      return found;
    };
    for (const r of registrations) cell(r.areaCode, r.month).registrations += r.count;
    for (const d of documents) {
      const c = cell(d.areaCode, d.month);
      if (d.docType === 2) c.propertyCertificates += d.count;
      else c.mortgageCertificates += d.count;
    }
    const rows = [...cells.values()]
      .map((c) => ({ ...c, total: c.registrations + c.propertyCertificates + c.mortgageCertificates }))
      .sort((a, b) => b.month.localeCompare(a.month) || a.areaCode.localeCompare(b.areaCode));
    const totals = rows.reduce<Counts>(
      (t, r) => ({
        registrations: t.registrations + r.registrations,
        propertyCertificates: t.propertyCertificates + r.propertyCertificates,
        mortgageCertificates: t.mortgageCertificates + r.mortgageCertificates,
        total: t.total + r.total,
      }),
      zero(),
    );
    return { rows, totals };
  };
}
