/** The bank-card module's page links. */
export const LENDER_CARD_LIST_PATH = '/lenderManage/bankCardList';
export const lenderCardHref = (id: number) => `/lenderManage/backCardDetail?id=${id}`;
