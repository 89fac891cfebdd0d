import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namesOf } from './naming.mjs';
import { PlanError, planRoute } from './route-plan.mjs';

const t = (zh, en) => ({ 'zh-CN': zh, 'en-US': en });
const appoint = {
  path: '/appoint',
  permission: 'appoint_order',
  title: t('预约管理', 'Appointments'),
  children: [
    { path: 'appointList', title: t('预约列表', 'Appointment list') },
    { path: 'appointAdd', hidden: true, title: t('新增预约', 'New appointment') },
    { path: 'appointDetail', hidden: true, title: t('预约详情', 'Appointment details') },
  ],
};
const mail = {
  path: '/mailManage',
  permission: 'mail_management',
  title: t('邮件管理', 'Mail'),
  children: [{ path: 'mailList', permission: 'mail_list', title: t('邮件列表', 'Mail list') }],
};
// What flattenRoutes gives: every entry with its full path and ancestors.
const routes = [appoint, mail].flatMap((group) => [
  { fullPath: group.path, entry: group, parents: [] },
  ...group.children.map((c) => ({ fullPath: `${group.path}/${c.path}`, entry: c, parents: [group] })),
]);
const plan = (name, opts = {}) => planRoute({ routes, names: namesOf(name), ...opts });

describe('planRoute', () => {
  it('takes a spec route with its hidden detail sibling and its innermost code', () => {
    assert.deepEqual(plan('appointment', { route: '/appoint/appointList' }), {
      listPath: '/appoint/appointList',
      detailPath: '/appoint/appointDetail',
      permission: 'appoint_order',
      title: appoint.children[0].title,
      detailTitle: appoint.children[2].title,
      newGroup: null,
    });
    const m = plan('mail', { route: '/mailManage/mailList' });
    assert.equal(m.permission, 'mail_list');
    assert.equal(m.detailPath, null);
    assert.equal(plan('mail', { route: '/mailManage/mailList', permission: 'mail_management' }).permission, 'mail_management');
  });

  it('refuses a group, a code off the route, an existing group and a taken code', () => {
    assert.throws(() => plan('x', { route: '/appoint' }), /is a group; give one of its pages: appointList, appointAdd, appointDetail/);
    assert.throws(() => plan('x', { route: '/mailManage/mailList', permission: 'appoint_order' }), PlanError);
    assert.throws(() => plan('x', { route: '/appoint/newList' }), /already a group of the table/);
    assert.throws(() => plan('x', { route: '/other/xList', permission: 'mail_list' }), /already gates \/mailManage\/mailList/);
    assert.throws(() => plan('x', { route: 'nope' }), /is not in the table/);
  });

  it('makes a new group: a list page and a hidden detail page under a code of its own', () => {
    assert.deepEqual(plan('ci-sample'), {
      listPath: '/ciSampleManage/ciSampleList',
      detailPath: '/ciSampleManage/ciSampleDetail',
      permission: 'ci_sample_manage',
      title: t('Ci sample', 'Ci sample'),
      detailTitle: t('Ci sample详情', 'Ci sample details'),
      newGroup: { path: '/ciSampleManage', listLeaf: 'ciSampleList', detailLeaf: 'ciSampleDetail' },
    });
    assert.throws(() => plan('x', { route: '/other/page', titleZh: '预约管理' }), /give --title-zh and --title-en/);
  });
});
