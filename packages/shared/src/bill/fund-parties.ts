import type { LocalisedText } from '../route-table/route-table.types';

const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });

/**
 * Funding parties (资方): the spec's three bill codes (000 §9 `fundings`) and the partners the
 * final-review routes name (001 §2 finalCustomersForGm, …). One table for the bill form's choice,
 * the final-review pages and their filter; see decision 0010.
 */
export const FUND_PARTIES = {
  hnxiaodai: { name: t('海南小贷', 'Hainan small-loan'), inSpec: true },
  yunxintrust: { name: t('云信信托', 'Yunxin Trust'), inSpec: true },
  zhonghaitrust: { name: t('中海信托', 'Zhonghai Trust'), inSpec: true },
  guomin: { name: t('国民', 'Guomin'), inSpec: false },
  lanhai: { name: t('蓝海', 'Lanhai'), inSpec: false },
  xinwang: { name: t('新网银行', 'Xinwang Bank'), inSpec: false },
  bohai: { name: t('渤海', 'Bohai'), inSpec: false },
  zhongguancun: { name: t('中关村', 'ZGC'), inSpec: false },
} as const satisfies Record<string, { name: LocalisedText; inSpec: boolean }>;
export type FundPartyCode = keyof typeof FUND_PARTIES;
export const FUND_PARTY_CODES = Object.keys(FUND_PARTIES) as [FundPartyCode, ...FundPartyCode[]];

/** /finalManage's individual final-review pages: route segment → its funding party (null: all of them). */
export const FINAL_CUSTOMER_PAGES = {
  finalCustomers: null,
  finalCustomersForGm: 'guomin',
  finalCustomersForLh: 'lanhai',
  finalCustomerForXw: 'xinwang',
  finalCustomerForBh: 'bohai',
  finalCustomerForZh: 'zhonghaitrust',
  finalCustomerForZgc: 'zhongguancun',
} as const satisfies Record<string, FundPartyCode | null>;
export type FinalCustomerPage = keyof typeof FINAL_CUSTOMER_PAGES;
export const FINAL_CUSTOMER_PAGE_KEYS = Object.keys(FINAL_CUSTOMER_PAGES) as FinalCustomerPage[];

/** The funding party of an individual final-review route (`/finalManage/finalCustomersForGm` → guomin). */
export function fundPartyOfRoute(pathname: string): FundPartyCode | null {
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return Object.hasOwn(FINAL_CUSTOMER_PAGES, segment) ? FINAL_CUSTOMER_PAGES[segment as FinalCustomerPage] : null;
}

/**
 * A funding party as people read it: its name in `locale` ("hnxiaodai" → 海南小贷), never the
 * code (issue 29); a code outside the table is returned as it came.
 */
export function fundPartyLabel(code: string, locale: keyof LocalisedText): string {
  return Object.hasOwn(FUND_PARTIES, code) ? FUND_PARTIES[code as FundPartyCode].name[locale] : code;
}
