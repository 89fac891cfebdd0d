import { defineText } from '@/lib/text';

export const useHomeText = defineText(
  'home',
  {
    search: '搜索功能',
    placeholder: '输入功能名称搜索',
    history: '搜索历史',
    clear: '清空',
    tiles: '常用功能',
    todo: '待办事项',
    notOnline: '该功能暂未上线',
    notOnlineNamed: '「{{name}}」暂未上线',
    notOnlineSub: '敬请期待，上线后可从首页直接进入。',
    backHome: '返回首页',
  },
  {
    search: 'Search pages',
    placeholder: 'Type a page name',
    history: 'Search history',
    clear: 'Clear',
    tiles: 'Shortcuts',
    todo: 'To do',
    notOnline: 'This area is not online yet',
    notOnlineNamed: '"{{name}}" is not online yet',
    notOnlineSub: 'Once it is, it opens straight from the home page.',
    backHome: 'Back to home',
  },
);
