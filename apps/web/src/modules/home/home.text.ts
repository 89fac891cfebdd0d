import { defineText } from '@/lib/text';

export const useHomeText = defineText(
  'home',
  { search: '搜索功能', placeholder: '输入功能名称搜索', history: '搜索历史', clear: '清空', tiles: '常用功能', todo: '待办事项' },
  { search: 'Search pages', placeholder: 'Type a page name', history: 'Search history', clear: 'Clear', tiles: 'Shortcuts', todo: 'To do' },
);
