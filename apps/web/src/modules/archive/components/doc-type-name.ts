import { ARCHIVE_DOCUMENT_TYPES } from '@lc/shared';

/** A document type's name, apart from the bill view (its dialogs and rules), for the lists that name types. */
export const docTypeName = (code: number, locale: 'zh-CN' | 'en-US') =>
  ARCHIVE_DOCUMENT_TYPES[code as keyof typeof ARCHIVE_DOCUMENT_TYPES]?.[locale] ?? String(code);
