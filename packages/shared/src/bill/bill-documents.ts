import type { LocalisedText } from '../route-table/route-table.types';
import type { BORROW_TYPE_TEXT } from '../channel/channel.constants';

/**
 * The documents a bill carries for document review (issue 14 item 4), as encrypted images by
 * type. The spec names no codes for them (001 lists only the valuation report's image types), so
 * these are ours; 9 is "others", kept apart so that more types can be added before it.
 */
export const BILL_DOCUMENT_TYPE = {
  idCards: 1,
  propertyCertificate: 2,
  marriageCertificate: 3,
  creditReport: 4,
  householdRegister: 5,
  businessLicence: 6,
  sitePhotos: 7,
  others: 9,
} as const;
export type BillDocumentType = (typeof BILL_DOCUMENT_TYPE)[keyof typeof BILL_DOCUMENT_TYPE];
export const BILL_DOCUMENT_TYPES = Object.values(BILL_DOCUMENT_TYPE) as BillDocumentType[];

export const BILL_DOCUMENT_TYPE_TEXT: Record<BillDocumentType, LocalisedText> = {
  1: { 'zh-CN': '身份证', 'en-US': 'ID cards' },
  2: { 'zh-CN': '房产证', 'en-US': 'Property certificate' },
  3: { 'zh-CN': '结婚证', 'en-US': 'Marriage certificate' },
  4: { 'zh-CN': '征信报告', 'en-US': 'Credit report' },
  5: { 'zh-CN': '户口本', 'en-US': 'Household register' },
  6: { 'zh-CN': '营业执照', 'en-US': 'Business licence' },
  7: { 'zh-CN': '现场照片', 'en-US': 'Site photos' },
  9: { 'zh-CN': '其他', 'en-US': 'Others' },
};

type BorrowType = keyof typeof BORROW_TYPE_TEXT;
const T = BILL_DOCUMENT_TYPE;
/** Every loan needs who borrows, what secures it and the borrower's credit. */
const BASE = [T.idCards, T.propertyCertificate, T.creditReport] as const;
/** A mortgage also needs the household (who lives there) and the site as it stands. */
const MORTGAGE = [...BASE, T.householdRegister, T.sitePhotos] as const;

/**
 * The one checklist rule, for server and web alike: the document types each borrow type
 * (bill.borrowType, BORROW_TYPE_TEXT) needs before document review may pass the bill.
 * A court-auction guarantee has no certificate yet: the auction's papers go under "others".
 */
export const REQUIRED_DOCUMENTS: Record<BorrowType, readonly BillDocumentType[]> = {
  1: BASE,
  2: MORTGAGE,
  3: MORTGAGE,
  4: BASE,
  5: [...BASE, T.householdRegister],
  6: [...BASE, T.householdRegister],
  7: BASE,
  8: BASE,
  9: [T.idCards, T.creditReport],
};

export type DocumentChecklist = { required: BillDocumentType[]; present: BillDocumentType[]; missing: BillDocumentType[] };

/** What a bill of `borrowType` needs, what it has and which required types are still missing. */
export function documentChecklist(borrowType: number, presentTypes: Iterable<number>): DocumentChecklist {
  const have = new Set(presentTypes);
  const required = [...(REQUIRED_DOCUMENTS[borrowType as BorrowType] ?? BASE)];
  return {
    required,
    present: BILL_DOCUMENT_TYPES.filter((t) => have.has(t)),
    missing: required.filter((t) => !have.has(t)),
  };
}

/** Type names joined for a message, in one language ("房产证、征信报告" / "Property certificate, Credit report"). */
export const documentTypeNames = (types: readonly BillDocumentType[]): LocalisedText => ({
  'zh-CN': types.map((t) => BILL_DOCUMENT_TYPE_TEXT[t]['zh-CN']).join('、'),
  'en-US': types.map((t) => BILL_DOCUMENT_TYPE_TEXT[t]['en-US']).join(', '),
});
