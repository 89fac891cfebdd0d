import { describe, expect, it } from 'vitest';
import { BORROW_TYPE_TEXT } from '../channel/channel.constants';
import { BILL_DOCUMENT_TYPE as T, BILL_DOCUMENT_TYPES, REQUIRED_DOCUMENTS, documentChecklist, documentTypeNames } from './bill-documents';

describe('the document checklist', () => {
  it('names required types for every borrow type, each a known document type', () => {
    expect(Object.keys(REQUIRED_DOCUMENTS).sort()).toEqual(Object.keys(BORROW_TYPE_TEXT).sort());
    for (const types of Object.values(REQUIRED_DOCUMENTS)) {
      expect(types.length).toBeGreaterThan(0);
      for (const type of types) expect(BILL_DOCUMENT_TYPES).toContain(type);
    }
  });

  it('lists what a first mortgage needs, has and still misses', () => {
    expect(documentChecklist(2, [T.idCards, T.others, T.idCards])).toEqual({
      required: [T.idCards, T.propertyCertificate, T.creditReport, T.householdRegister, T.sitePhotos],
      present: [T.idCards, T.others],
      missing: [T.propertyCertificate, T.creditReport, T.householdRegister, T.sitePhotos],
    });
    expect(documentChecklist(2, REQUIRED_DOCUMENTS[2]).missing).toEqual([]);
  });

  it('names the missing types in each language', () => {
    expect(documentTypeNames([T.propertyCertificate, T.creditReport])).toEqual({
      'zh-CN': '房产证、征信报告',
      'en-US': 'Property certificate, Credit report',
    });
  });
});
