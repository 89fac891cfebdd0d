import { defineText } from '@/lib/text';

export const usePageHeaderText = defineText('pageHeader', { back: '返回', home: '首页' }, { back: 'Back', home: 'Home' });
