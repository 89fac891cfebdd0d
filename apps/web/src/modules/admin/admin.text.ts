export const ADMIN_TEXT = {
  'zh-CN': {
    keyword: '姓名或手机号', area: '区域', role: '角色', status: '状态', search: '查询', reset: '重置', add: '新增员工', edit: '编辑', resetPwd: '重置密码',
    name: '姓名', mobile: '手机号', email: '邮箱', groups: '组', created: '创建时间', active: '启用', disabled: '停用', locked: '已锁定', actions: '操作',
    password: '初始密码', newPassword: '新密码', department: '部门', saved: '已保存', staff: '员工列表', conflict: '数据已被他人修改，请刷新后重试',
    save: '保存授权', scope: '数据范围', grants: '权限', audit: '审计日志', time: '时间', actor: '操作人', entity: '对象', entityId: '对象ID', action: '动作', from: '开始日期', to: '结束日期',
  },
  'en-US': {
    keyword: 'Name or mobile', area: 'Area', role: 'Role', status: 'Status', search: 'Search', reset: 'Reset', add: 'Add staff', edit: 'Edit', resetPwd: 'Reset password',
    name: 'Name', mobile: 'Mobile', email: 'E-mail', groups: 'Groups', created: 'Created', active: 'Active', disabled: 'Disabled', locked: 'Locked', actions: 'Actions',
    password: 'Initial password', newPassword: 'New password', department: 'Department', saved: 'Saved', staff: 'Staff list', conflict: 'Changed by someone else: refresh and retry',
    save: 'Save grants', scope: 'Data scope', grants: 'Permissions', audit: 'Audit log', time: 'Time', actor: 'Actor', entity: 'Entity', entityId: 'Entity id', action: 'Action', from: 'From', to: 'To',
  },
} as const;
