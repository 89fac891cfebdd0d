/** The signing pages other pages link to (links go by URL). */
export const CONTRACT_PATHS = {
  add: '/agreementManager/agreementAdd',
  approve: '/agreementManager/agreementApprove',
  preview: '/showSignDetail',
} as const;
export const contractHref = (page: 'approve' | 'preview', id: number) => `${CONTRACT_PATHS[page]}?id=${id}`;
