import { defineText } from '@/lib/text';

export const useChooseFromListText = defineText(
  'chooseFromList',
  { title: '请从列表中打开一条记录', hint: '这个页面显示一条记录的详情，地址中没有指明是哪一条。', toList: '前往列表' },
  {
    title: 'Open a record from its list',
    hint: 'This page shows one record, and its address does not say which.',
    toList: 'Go to the list',
  },
);
