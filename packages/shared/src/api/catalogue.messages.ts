import type { LocalisedText } from '../route-table/route-table.types';

export type Locale = keyof LocalisedText;
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/**
 * The error catalogue's generic messages (spec 000 §8): sessions, permissions, network and the
 * reply codes every page may meet. Apart from MESSAGES, which merges every module's, so the web's
 * signed-in shell carries only these and each page brings its module's own.
 */
export const CATALOGUE_MESSAGES = {
  sessionExpired: { 'zh-CN': '当前用户登录已过期，请重新登录', 'en-US': "The current user's login has expired, please log in again" },
  status002: { 'zh-CN': '服务器响应异常（状态002），请重新登录', 'en-US': 'Server response abnormal (status 002), please log in again' },
  status001: {
    'zh-CN': '服务器响应异常（状态001），请刷新页面后重试',
    'en-US': 'Server response abnormal (status 001), please refresh the page and retry',
  },
  networkRetry: { 'zh-CN': '网络异常，请重试', 'en-US': 'Network abnormal, please retry' },
  network: { 'zh-CN': '网络异常', 'en-US': 'Network abnormal' },
  loginExpired: { 'zh-CN': '登录已过期，请重新登录', 'en-US': 'Login expired, please log in again' },
  noPermission: {
    'zh-CN': '当前用户没有此权限，请联系管理员',
    'en-US': 'The current user lacks this permission, please contact the administrator',
  },
  notSignedIn: { 'zh-CN': '未登录或登录已失效，请重新登录', 'en-US': 'Not signed in, please log in' },
  forbidden: { 'zh-CN': '无权访问', 'en-US': 'Access denied' },
  // Who may grant what (decision 0014).
  grantAdminRole: {
    'zh-CN': '只有系统管理员可以授予、收回或管理系统管理员角色',
    'en-US': 'Only a system administrator may grant, revoke or manage the system administrator role',
  },
  grantRolesBeyondOwn: {
    'zh-CN': '不能授予或管理超出您自身权限的角色：{roles}',
    'en-US': 'You may not grant or manage roles beyond your own permissions: {roles}',
  },
  grantOrgBeyondOwn: {
    'zh-CN': '不能授予超出您自身范围的区域、部门或组：{units}',
    'en-US': 'You may not grant areas, departments or groups beyond your own: {units}',
  },
  grantCodesBeyondOwn: {
    'zh-CN': '不能授予或收回超出您自身权限或数据范围的权限：{codes}',
    'en-US': 'You may not grant or revoke permissions beyond your own, or beyond your data scope: {codes}',
  },
  notFound: { 'zh-CN': '请求的资源不存在', 'en-US': 'The requested resource does not exist' },
  serverError: { 'zh-CN': '服务器繁忙，请稍后重试', 'en-US': 'Server busy, please retry later' },
  idempotencyMismatch: {
    'zh-CN': '该幂等键已用于另一请求内容',
    'en-US': 'This idempotency key was already used for a different request',
  },
  idempotencyInFlight: {
    'zh-CN': '该幂等键的首次请求仍在处理中，请稍后重试',
    'en-US': 'The first request with this idempotency key is still being processed: retry shortly',
  },
  badUrl: { 'zh-CN': '请求地址格式错误', 'en-US': 'The request address is malformed' },
  badRequestFormat: { 'zh-CN': '请求格式错误：{detail}', 'en-US': 'The request is malformed: {detail}' },
  invalidInput: { 'zh-CN': '提交的数据无效，请检查后重试', 'en-US': 'The data sent is not valid, please check it and retry' },
  badCredentials: { 'zh-CN': '手机号或密码错误', 'en-US': 'Wrong mobile number or password' },
  badCredentialsLeft: {
    'zh-CN': '手机号或密码错误，还可尝试{left}次',
    'en-US': 'Wrong mobile number or password, {left} attempts left',
  },
  accountLocked: {
    'zh-CN': '密码错误次数过多，账号已锁定，请{minutes}分钟后再试',
    'en-US': 'Too many wrong passwords: the account is locked, try again in {minutes} minutes',
  },
  accountDisabled: { 'zh-CN': '账号已停用，请联系管理员', 'en-US': 'The account is disabled, please contact the administrator' },
  tooManyRequests: { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests, please try again later' },
  csrf: { 'zh-CN': '请求来源校验失败，请刷新页面后重试', 'en-US': 'Request origin check failed, please refresh the page and retry' },
  conflict: { 'zh-CN': '数据已被他人修改，请刷新后重试', 'en-US': 'The record was changed by someone else, please refresh and retry' },
  copied: { 'zh-CN': '已复制!', 'en-US': 'Copied!' },
  copyUnsupported: { 'zh-CN': '该浏览器不支持自动复制', 'en-US': 'This browser does not support automatic copy' },
  chunkTimeout: { 'zh-CN': '页面加载超时，请刷新重试', 'en-US': 'The page took too long to load, please refresh' },
  wrongOldPassword: { 'zh-CN': '原密码错误', 'en-US': 'The current password is wrong' },
  weakPassword: { 'zh-CN': '密码至少8位，且须包含字母和数字', 'en-US': 'A password needs at least 8 characters with letters and digits' },
  mobileTaken: { 'zh-CN': '该手机号已被使用', 'en-US': 'This mobile number is already in use' },
  collateralNotFound: { 'zh-CN': '押品不存在', 'en-US': 'The collateral does not exist' },
  // Replies to a caller outside a record's data scope: a record exists elsewhere, and whom to ask; never its number, owner or area.
  borrowerElsewhere: {
    'zh-CN': '该身份证号的借款人已在您的数据范围外登记，请联系风控部门',
    'en-US': 'A borrower with this ID number is registered outside your data scope; please contact the risk-control department',
  },
  duplicateElsewhere: {
    'zh-CN': '与您数据范围外的在途报单疑似重复（同一借款人或抵押物），已先送重复报单审批；详情请联系风控部门',
    'en-US':
      'Possibly a duplicate of an open bill outside your data scope (same borrower or collateral): it goes to duplicate-bill approval first; for details, contact the risk-control department',
  },
} as const satisfies Record<string, LocalisedText>;
export type CatalogueKey = keyof typeof CATALOGUE_MESSAGES;

/** A message parameter: a value, or a text in both languages (a list of names), taken in the message's language. */
export type MessageVar = string | number | LocalisedText;
export type MessageVars = Record<string, MessageVar>;

/** One text in the language asked for, its `{name}` parameters filled; an unknown one stays as written. */
export function fillMessage(text: LocalisedText, locale: Locale, vars: MessageVars = {}): string {
  return text[locale].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) return `{${name}}`;
    return typeof value === 'object' ? value[locale] : String(value);
  });
}

/** A generic catalogue message, without the modules' messages (see MESSAGES and `message`). */
export function catalogueMessage(key: CatalogueKey, locale: Locale = DEFAULT_LOCALE, vars: MessageVars = {}): string {
  return fillMessage(CATALOGUE_MESSAGES[key], locale, vars);
}
