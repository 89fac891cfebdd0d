import {
  GALLERY_PERMISSION,
  type SampleRecordListQuery,
  type SampleRecordListReply,
  maskBankCard,
  maskIdCard,
  maskMobile,
  maskName,
} from '@lc/shared';
import type { Db } from '../../db/client';
import { pagedList } from '../../db/paged-list';
import type { OrgFilterService } from '../identity/org-filter.service';
import { type SessionUser, scopeFor } from '../../core/session-user';
import { sampleRecordRepository, sampleRecordWhere } from './gallery.repository';

/** The gallery's sample records: a scoped, masked list whose total is counted only when asked, up to a cap. */
export function createGalleryService({ db, orgFilter }: { db: Db; orgFilter: Pick<OrgFilterService, 'labels'> }) {
  return {
    list(user: SessionUser, query: SampleRecordListQuery): Promise<SampleRecordListReply> {
      const where = sampleRecordWhere(scopeFor(user, GALLERY_PERMISSION), query);
      return pagedList(db, sampleRecordRepository.list, where, query, async (rows) => {
        const labels = await orgFilter.labels(
          [...new Set(rows.map((row) => row.salespersonId))],
          [...new Set(rows.flatMap((row) => (row.departmentCode ? [row.departmentCode] : [])))],
        );
        return rows.map((row) => ({
          ...row,
          borrowerName: maskName(row.borrowerName),
          mobile: maskMobile(row.mobile),
          idCard: maskIdCard(row.idCard),
          bankCard: maskBankCard(row.bankCard),
          departmentName: row.departmentCode ? (labels.departments.get(row.departmentCode) ?? null) : null,
          salespersonName: labels.salespeople.get(row.salespersonId) ?? null,
          createdAt: row.createdAt.toISOString(),
        }));
      });
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
