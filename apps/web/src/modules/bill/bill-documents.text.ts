import { defineText } from '@/lib/text';

/** The bill documents' words (namespace 'billDocuments'): the checklist and the override. */
export const useBillDocumentsText = defineText(
  'billDocuments',
  {
    title: '报单资料',
    checklist: '资料清单（{{borrowType}}）',
    required: '必需',
    optional: '可选',
    present: '已上传',
    missing: '缺少',
    complete: '必需资料已齐全',
    missingList: '缺少必需资料：{{types}}',
    empty: '暂无图片',
    overrideTitle: '资料不全',
    overrideHint: '以下必需资料尚未上传：{{types}}。如仍要通过，请填写放行理由。',
    overrideReason: '放行理由',
    overrideReasonRequired: '请填写放行理由',
  },
  {
    title: 'Bill documents',
    checklist: 'Document checklist ({{borrowType}})',
    required: 'Required',
    optional: 'Optional',
    present: 'Uploaded',
    missing: 'Missing',
    complete: 'All required documents are present',
    missingList: 'Required documents missing: {{types}}',
    empty: 'No images yet',
    overrideTitle: 'Documents missing',
    overrideHint: 'These required documents have not been uploaded: {{types}}. To approve anyway, give a reason.',
    overrideReason: 'Reason to approve anyway',
    overrideReasonRequired: 'Give a reason to approve anyway',
  },
);
