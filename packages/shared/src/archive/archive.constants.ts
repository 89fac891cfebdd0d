import type { StatusCode } from '../dictionaries/status-lists';

/** Spec 000 §4 archive stock statuses (STATUS_LISTS.archiveStock). */
export const ARCHIVE_STOCK = {
  deleted: 0,
  notInStock: 1,
  inStock: 2,
  out: 3,
  permanentlyOut: 4,
} as const satisfies Record<string, StatusCode<'archiveStock'>>;
/** The documents of a bill the archive keeps (the spec names no codes; decision 0036). */
export const ARCHIVE_DOCUMENT_TYPES = {
  1: { 'zh-CN': '借款合同', 'en-US': 'Loan contract' },
  2: { 'zh-CN': '不动产权证书', 'en-US': 'Property certificate' },
  3: { 'zh-CN': '身份证复印件', 'en-US': 'ID card copies' },
  4: { 'zh-CN': '他项权证（抵押证明）', 'en-US': 'Mortgage certificate' },
  5: { 'zh-CN': '公证书', 'en-US': 'Notarial deed' },
  9: { 'zh-CN': '其他', 'en-US': 'Other' },
} as const;
