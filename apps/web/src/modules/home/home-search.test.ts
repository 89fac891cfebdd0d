import { describe, expect, it } from 'vitest';
import { searchRoutes } from './home-search';

describe('home search', () => {
  it('finds only homeSearch routes the user may open, in either language', () => {
    const admin = new Set(['system_setting_manage', 'sys_user_manage']);
    expect(searchRoutes('员工', admin, 'zh-CN').map((r) => r.path)).toEqual(['/systemSetting/staffManage']);
    expect(searchRoutes('staff', admin, 'en-US').map((r) => r.title)).toEqual(['Staff']);
    expect(searchRoutes('员工', new Set(), 'zh-CN')).toEqual([]);
  });
});
