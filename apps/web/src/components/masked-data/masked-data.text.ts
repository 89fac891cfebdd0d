import { defineText } from '@/lib/text';

/** Spec 001 §2: the modal of desensitised (脱敏) data, called "masked data" in English (lib/glossary.ts), with masked and plain columns. */
export const useMaskedDataText = defineText(
  'maskedData',
  {
    title: '查看脱敏数据',
    open: '查看脱敏数据',
    field: '字段',
    encryptField: '脱敏数据',
    plaintextField: '明文数据',
    reveal: '查看明文',
    revealOf: '查看{{field}}明文',
    hint: '查看明文会记录在审计日志中（谁、何时、查看了哪条记录的哪个字段）。',
    empty: '—',
    close: '关闭',
    loadFailed: '加载失败',
  },
  {
    title: 'View masked data',
    open: 'View masked data',
    field: 'Field',
    encryptField: 'Masked value',
    plaintextField: 'Plain value',
    reveal: 'Show plain text',
    revealOf: 'Show {{field}} in plain text',
    hint: 'Every plain-text view is written to the audit log (who, when, which record and field).',
    empty: '—',
    close: 'Close',
    loadFailed: 'Failed to load',
  },
);
