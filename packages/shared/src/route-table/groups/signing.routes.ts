import type { RouteEntry } from '../route-table.types';
import { t } from './title';

/** Spec 000 §2: /agreementManager (contract signing) and the top-level contract preview /showSignDetail. */
export const SIGNING_ROUTES: readonly RouteEntry[] = [
  {
    path: '/agreementManager',
    permission: 'sign_manage',
    title: t('合同签约', 'Contract signing'),
    icon: 'FileProtectOutlined',
    children: [
      {
        path: 'agreementList',
        built: true,
        permission: 'sign_list',
        title: t('垫资签约', 'Advance-funding signing'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'dyAgreementList',
        built: true,
        permission: 'fund_online_sign_list',
        title: t('抵押签约', 'Mortgage signing'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'zhonghaiLoanProposal',
        built: true,
        permission: 'sign_proposal_list',
        title: t('中海借款建议书', 'Zhonghai loan proposals'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'agreementTemplateList',
        built: true,
        permission: 'sign_template_list',
        title: t('渠道合同模板', 'Channel contract templates'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'compositeTemplateList',
        built: true,
        permission: 'sign_template_list_new',
        title: t('合同模板', 'Contract templates'),
        homeSearch: true,
        keepAlive: true,
      },
      {
        path: 'zgcPrequalification',
        built: true,
        permission: 'zgc_fund_pre_audit_user',
        title: t('中关村预审', 'ZGC pre-audit'),
        homeSearch: true,
        keepAlive: true,
      },
      { path: 'guominAgreementAdd', built: true, hidden: true, title: t('国民合同签约', 'Guomin contract signing') },
      { path: 'agreementAdd', built: true, permission: 'agreement_add', hidden: true, title: t('新增合同', 'New contract') },
      { path: 'agreementApprove', built: true, hidden: true, title: t('合同审批', 'Contract approval') },
      {
        path: 'agreementPreviewList',
        built: true,
        permission: 'agreement_preview_list',
        hidden: true,
        title: t('合同预览', 'Contract preview'),
      },
      { path: 'billAdd', built: true, hidden: true, title: t('报单详情', 'Bill detail') },
    ],
  },
  { path: '/showSignDetail', built: true, hidden: true, title: t('合同预览详情', 'Contract preview detail') },
];
