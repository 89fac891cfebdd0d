import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocale } from '@/lib/i18n';

/** The shell's words (namespace 'shell'); the type makes the English list complete. */
const zh = {
  welcome: '欢迎，{{name}}（{{mobile}}）',
  manual: 'APP使用手册',
  language: '语言',
  changePassword: '修改密码',
  logout: '退出登录',
  menu: '菜单',
  mainMenu: '主菜单',
  sidebar: '侧边栏',
  shortTitle: '后台',
  breadcrumb: '面包屑',
  collapse: '收起菜单',
  expand: '展开菜单',
  opensNewTab: '（在新标签页打开）',
  loading: '加载中',
  home: '返回首页',
  forbiddenTitle: '401',
  forbidden: '抱歉，您无权访问此页面',
  notFoundTitle: '404',
  notFound: '抱歉，您访问的页面不存在',
  notBuilt: '该功能尚未上线',
  notBuiltSub: '「{{title}}」正在建设中，请稍后再来。',
  groupEmpty: '「{{title}}」下的页面您暂无权限',
  groupEmptySub: '如需使用以下页面，请联系管理员为您的角色开通：',
  chunkFailed: '页面加载失败，请检查网络后重试',
  retry: '重新加载',
  crashed: '页面出错了',
  crashedSub: '错误已上报，请刷新页面或返回首页。',
  loginTitle: '登录',
  mobile: '手机号',
  password: '密码',
  passwordRequired: '请填写密码',
  submit: '登录',
} as const;

export type ShellKey = keyof typeof zh;

const en: Record<ShellKey, string> = {
  welcome: 'Welcome, {{name}} ({{mobile}})',
  manual: 'App manual',
  language: 'Language',
  changePassword: 'Change password',
  logout: 'Log out',
  menu: 'Menu',
  mainMenu: 'Main menu',
  sidebar: 'Sidebar',
  shortTitle: 'BO',
  breadcrumb: 'Breadcrumb',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  opensNewTab: ' (opens in a new tab)',
  loading: 'Loading',
  home: 'Back home',
  forbiddenTitle: '401',
  forbidden: 'Sorry, you may not open this page',
  notFoundTitle: '404',
  notFound: 'Sorry, this page does not exist',
  notBuilt: 'This page is not built yet',
  notBuiltSub: '"{{title}}" is being built; please come back later.',
  groupEmpty: 'You may not open any page under "{{title}}" yet',
  groupEmptySub: 'To use the pages below, ask an administrator to grant them to your role:',
  chunkFailed: 'The page failed to load; check the network and retry',
  retry: 'Reload',
  crashed: 'Something went wrong on this page',
  crashedSub: 'The error has been reported; reload the page or go back home.',
  loginTitle: 'Log in',
  mobile: 'Mobile',
  password: 'Password',
  passwordRequired: 'Please fill in the password',
  submit: 'Log in',
};

export const SHELL_TEXT = { 'zh-CN': zh, 'en-US': en };
registerLocale('shell', SHELL_TEXT);

/** The shell's translate function, typed by its keys; re-renders on a language change. */
export function useShellText(): (key: ShellKey, vars?: Record<string, string>) => string {
  const { t } = useTranslation('shell');
  return useCallback((key: ShellKey, vars?: Record<string, string>) => t(key, vars ?? {}), [t]);
}
