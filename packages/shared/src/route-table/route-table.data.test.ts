import { describe, expect, it } from 'vitest';
import { indexRoutes } from '../access/route-index';
import { ROUTE_TABLE } from './route-table.data';
import { flattenRoutes } from './route-table.walk';

/** Every permission code written in spec 000 §2 (static route groups), in the spec's order and spelling. */
const SPEC_000_CODES = [
  // /agreementManager
  'sign_manage',
  'sign_list',
  'fund_online_sign_list',
  'sign_proposal_list',
  'sign_template_list',
  'sign_template_list_new',
  'zgc_fund_pre_audit_user',
  'agreement_add',
  'agreement_preview_list',
  // /borrowManage
  'borrow_manage',
  'borrow_bill',
  'borrow_bill_salesman',
  'borrow_bill_summary',
  'borrow_bill_summary_salesman',
  'payment_confirm',
  'payment_confirm_salesman',
  'entry_bill_list',
  'funding_log',
  'capital_cost_list',
  'actual_pay_list',
  'deposit_list',
  'order_debit_record',
  'charge_rule_management',
  'five_level_manage',
  'bank_card_manage',
  'contract_capital_detail',
  'contract_adjust_detail',
  'loan_type_change_record',
  // /borrowerManage
  'borrower_manage',
  'borrower_user_manager',
  // /mailManage
  'mail_management',
  'mail_list',
  'mail_templage',
  // /fileDownloadManage
  'download_management',
  'file_download_list',
  // /rechargeRecordManage
  'recharge_record',
  'recharge_record_list',
  'deduct_record_list',
  // /overdueRecordManage
  'overdue_record_manage',
  'overdue_record',
  'bill_overdue_detail',
  // /billGrantManage
  'bill_grant_manage',
  'bill_grant_record_list',
  'bill_grant_approve_manager',
  'bill_grant_approve_vp1',
  'bill_grant_approve_vp2',
  'bill_grant_issue',
  // /mortgageEvsManage
  'mortgage_evs_manage',
  'mortgage_eval_list',
  // /halfwayManage
  'halfway_manage',
  'halfway_rule_list',
  'halfway_list',
  'halfway_polling_export',
  'halfway_details',
] as const;

/** Every permission code in the route table of spec 001 §2, row by row, in the spec's spelling. */
const SPEC_001_CODES = [
  'risk_warn_manage',
  'halfway_risk_warn_people_list',
  'halfway_risk_warn_people_list_manager',
  'halfway_risk_warn_people_list_rc_manager',
  'risk_control_record',
  'rc_list',
  'grade_score_rule_manage',
  'grade_score_rule',
  'business_repay_manage',
  'business_repay_list',
  'risk_repay_query',
  'loan_ins_manage',
  'loan_ins',
  // /billManage
  'bill_manage',
  'advance_bill_list',
  'advance_bill_browse_list',
  'bill_create_list',
  'bill_list',
  'draftbox',
  'mortgage_evaluate',
  'channel_manage',
  'bill_approve_manager',
  'bill_approve_vp',
  'bill_approve_supervisor',
  'repeated_bill_approve',
  'bill_kill_list',
  // archives
  'archive_manage_f',
  'archive_manage',
  'archive_details',
  'archive_ledger',
  'archive_transfer_manager',
  'archive_transfer_manager_new',
  'archive_transfer_new',
  'archive_transfer_approval_new',
  'archive_transfer_file_manager',
  'archive_transfer_black',
  // /financingManage
  'funding_list_manage',
  'funding_list',
  'funding_project_config',
  'capital_party_list',
  'channel_party_list',
  'credit_raise_party_list',
  'credit_add_party_list',
  // final review, companies, documents
  'rc_final_approve_manage',
  'rc_final_approve',
  'business_company_manage',
  'documentation_check_manage',
  'documentation_check_details',
  // /paymentRecordManage
  'payment_record_manage',
  'payment_record_list',
  'payment_record_list_zj',
  'payment_record_list_zk',
  'payment_record_approve',
  'next_loan_voucher',
  'certificate_statistics',
  // mortgages
  'mortgage_request_manage',
  'mortgage_release_request_manage',
  'mortgage_manage',
  // field work
  'appoint_list',
  'appoint_order',
  'zk_manager',
  'zk_appointment_list',
  'zk_list',
  'scheduling_dispatching',
  'appoint_dispatch',
  'field_personnel_receiving',
  'appoint_aprove',
  'transfer_oder',
  'change_order_add',
  'change_order_approve',
  'change_bank_card',
  'system_change_manage',
  'lender_manage',
  'bill_grant_bank_card_mamange',
  'black_customer',
  'black_list',
  'crawler_manage',
  'risk_crawler_v1',
  'validate_borrower',
  // /systemSetting
  'system_setting_manage',
  'mortgagee_manager',
  'archive_transfer_role',
  'bank_list',
  'bank_info_bin_config',
  'dict_data_list',
  'borrow_type_list',
  'approval_node_conf_list',
  'push_snap_shot',
  'city_manage',
  'system_change_list',
  // /hnxiaodai
  'financial_statement',
  'hn_loan_list',
  'hn_income_loan_list',
  'bohai_loan_list',
  'yunxin_loan_list',
  'yn_loan_ins',
  'zh_loan_ins_summary',
  'zh_loan_ins_details',
  'gm_loan_ins_summary',
  'gm_loan_ins_details',
  'gm_financial_details',
  'loan_receipt_list',
  'xw_loan_ins_summary',
  'xw_loan_ins_details',
  // /fundRiskFile
  'file_list_manage',
  'yx_file_list',
  'zh_file_list',
  'gm_file_list',
  'lh_file_list',
  'xw_file_list',
  'bh_zxf_file_list',
  'hsd_file_list',
  'hdd_file_list',
  // /riskManager
  'risk_manager',
  'bill_risk_report',
  'bill_risk_report_fund',
  'advance_bill_risk_audit_list',
  'bill_final_big_data_list',
  'bill_loanin_big_data_list',
  'data_approve_details',
  'data_pre_audit_details',
  // /biManage
  'bi_manage',
  'bi_in_transit_data',
  'bi_statistics',
  'bi_details',
  'bi_roster',
  'bi_report_tracking',
  // /WithholdManager
  'Withhold_manager',
  'withhold_list',
] as const;

/** Our own pages: the admin's under /systemSetting, the sync, the books (/ledgerManage), and finance's repayment review (decision 0041). */
const OUR_CODES = [
  'sys_user_manage',
  'sys_role_grant',
  'sys_audit_log',
  'funding_user_sync',
  'money_invariant_check',
  'ledger_view',
  'repayment_apply_approve',
] as const;

/** Codes spec 001 §2 names for widgets, not pages: they must not gate a route. */
const WIDGET_CODES = ['zgl_enquiry'] as const;

const ALL_CODES: readonly string[] = [...SPEC_000_CODES, ...SPEC_001_CODES, ...OUR_CODES];
const ROUTES = flattenRoutes(ROUTE_TABLE);
const byPath = new Map(ROUTES.map((r) => [r.fullPath, r.entry]));
const routeCodes = ROUTES.flatMap((r) => (r.entry.permission ? [r.entry.permission] : []));
const isTop = (r: (typeof ROUTES)[number]) => r.parents.length === 0;
/** Shown in the menu: neither it nor any ancestor is hidden. */
const isVisible = (r: (typeof ROUTES)[number]) => !r.entry.hidden && r.parents.every((p) => !p.hidden);

describe('ROUTE_TABLE permissions', () => {
  it('the literal code lists hold no duplicates', () => {
    expect(new Set(ALL_CODES).size).toBe(ALL_CODES.length);
  });

  it.each(ALL_CODES)('has a route gated by %s', (code) => {
    expect(routeCodes).toContain(code);
  });

  it('uses no code the specs do not write, and each code on one route only', () => {
    expect([...routeCodes].sort()).toEqual([...ALL_CODES].sort());
  });

  it.each(WIDGET_CODES)('does not gate a route with the widget code %s', (code) => {
    expect(routeCodes).not.toContain(code);
  });
});

describe('ROUTE_TABLE paths', () => {
  it('full paths are unique', () => {
    const paths = ROUTES.map((r) => r.fullPath);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('a list path belongs to a hidden page and names a visible page with no children, beside a hidden child', () => {
    const byPath = new Map(ROUTES.map((r) => [r.fullPath, r]));
    const withList = ROUTES.filter((r) => r.entry.listPath);
    expect(withList.map((r) => r.fullPath)).toEqual(expect.arrayContaining(['/finalPrint', '/borrowManage/chargeStandard']));
    for (const r of withList) {
      expect(r.entry.hidden, r.fullPath).toBe(true);
      const list = byPath.get(r.entry.listPath!);
      expect(list && !list.entry.hidden && !list.entry.children?.length, r.fullPath).toBe(true);
      if (!isTop(r)) expect(list?.parents.at(-1), r.fullPath).toBe(r.parents.at(-1));
    }
  });

  it('a hidden page with a list needs what its list needs: no code opens a detail whose list it cannot open', () => {
    const indexed = indexRoutes(ROUTE_TABLE);
    const byPath = new Map(indexed.map((r) => [r.fullPath, r]));
    expect(byPath.get('/borrowManage/chargeStandard')?.requiredCodes).toContain('charge_rule_management');
    expect(byPath.get('/borrowManage/managerLevel')?.requiredCodes).toContain('charge_rule_management');
    for (const r of indexed.filter((x) => x.entry.listPath)) {
      for (const code of byPath.get(r.entry.listPath!)!.requiredCodes) expect(r.requiredCodes, r.fullPath).toContain(code);
    }
  });

  it('top-level paths start with / and child paths are relative', () => {
    for (const r of ROUTES) expect(r.entry.path.startsWith('/'), r.fullPath).toBe(isTop(r));
  });

  it('starts with the home group, redirecting / to /home', () => {
    const first = ROUTE_TABLE[0];
    expect(first?.path).toBe('/');
    expect(first?.redirect).toBe('/home');
    expect(first?.permission).toBeUndefined();
    expect(first?.children?.map((c) => c.path)).toEqual(['home', 'downloadGuidePage', 'notOnline']);
    expect(byPath.get('/downloadGuidePage')?.hidden).toBe(true);
  });

  it('every relative redirect names a child of its entry', () => {
    for (const r of ROUTES.filter((x) => x.entry.redirect && !x.entry.redirect.startsWith('/')))
      expect(
        r.entry.children?.map((c) => c.path),
        r.fullPath,
      ).toContain(r.entry.redirect);
  });

  it('holds the routes with no group of spec 000 and 001', () => {
    for (const path of [
      '/showSignDetail',
      '/finalPrint',
      '/crawlerDetail',
      '/publicDetail',
      '/pyPersonDetail',
      '/pyFirmDetail',
      '/systemTools',
    ])
      expect(byPath.get(path)?.hidden, path).toBe(true);
    expect(byPath.get('/showSignDetail')?.permission).toBeUndefined();
    const sync = byPath.get('/fundingUserSync');
    expect(sync?.children).toBeUndefined();
    // The spec gives it no code; ours keeps it out of menus that have no business with it.
    expect(sync?.permission).toBe('funding_user_sync');
    expect(byPath.get('/systemTools')?.redirect).toBe('testImg');
    expect(byPath.get('/systemTools')?.children?.map((c) => c.path)).toEqual(['testImg', 'testTime', 'testVue', 'testList']);
  });

  it('gives /fundRiskFile hidden add, detail and scan pages for each of its 8 lists', () => {
    const lists = byPath.get('/fundRiskFile')?.children?.filter((c) => !c.hidden) ?? [];
    expect(lists).toHaveLength(8);
    for (const list of lists)
      for (const suffix of ['Add', 'Detail', 'Scan'])
        expect(byPath.get(`/fundRiskFile/${list.path}${suffix}`)?.hidden, `${list.path}${suffix}`).toBe(true);
  });
});

describe('ROUTE_TABLE spot checks', () => {
  it.each([
    ['/billManage/billApproveRp', 'repeated_bill_approve'],
    ['/mailManage/mailTemplate', 'mail_templage'],
    ['/lenderManage/bankCardList', 'bill_grant_bank_card_mamange'],
    ['/WithholdManager', 'Withhold_manager'],
    ['/scoreingRulesManage', 'grade_score_rule_manage'],
    ['/transferOder', 'transfer_oder'],
    ['/agreementManager/agreementAdd', 'agreement_add'],
    ['/documentManage/documentAdd', 'documentation_check_details'],
    ['/halfwayManage/halfwayDetail', 'halfway_details'],
    ['/riskManager/dataApproveDetail', 'data_approve_details'],
    ['/systemSetting/staffManage', 'sys_user_manage'],
  ])('%s is gated by %s', (path, code) => {
    expect(byPath.get(path)?.permission).toBe(code);
  });

  it('hides the per-fund-party final review pages', () => {
    expect(byPath.get('/finalManage/finalCustomersForGm')?.hidden).toBe(true);
    expect(byPath.get('/finalManage/finalList')?.hidden).toBeUndefined();
  });

  it.each([
    ['/borrowerManage', 'borrowerList'],
    ['/mortgageEvsManage', 'mortgageEvsList'],
    ['/scoreingRulesManage', 'scoreingRules'],
  ])('%s redirects to %s', (path, child) => {
    expect(byPath.get(path)?.redirect).toBe(child);
  });
});

describe('ROUTE_TABLE presentation', () => {
  it('every visible top-level entry but / has an antd Outlined icon', () => {
    for (const r of ROUTES.filter((x) => isTop(x) && !x.entry.hidden && x.entry.path !== '/'))
      expect(r.entry.icon, r.fullPath).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
  });

  it('titles are set in both languages and distinct within each group', () => {
    const groups = [ROUTE_TABLE, ...ROUTES.flatMap((r) => (r.entry.children ? [r.entry.children] : []))];
    for (const entries of groups)
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const titles = entries.map((e) => e.title[locale].trim());
        expect(titles.every(Boolean)).toBe(true);
        expect(titles.filter((x, i) => titles.indexOf(x) !== i)).toEqual([]);
      }
  });

  it('every visible child page is searchable from home; hidden pages are not', () => {
    for (const r of ROUTES.filter((x) => !isTop(x) && x.parents[0]?.path !== '/'))
      expect(Boolean(r.entry.homeSearch), r.fullPath).toBe(isVisible(r));
  });

  it('keeps alive exactly the visible children of groups that also have hidden pages', () => {
    for (const r of ROUTES.filter((x) => !isTop(x) && x.parents[0]?.path !== '/')) {
      const hasHiddenSibling = r.parents.at(-1)?.children?.some((c) => c.hidden) ?? false;
      expect(Boolean(r.entry.keepAlive), r.fullPath).toBe(isVisible(r) && hasHiddenSibling);
    }
  });
});
