import { defineText } from '@/lib/text';

export const useBillStageText = defineText('billStage', { billStage: '当前阶段' }, { billStage: 'Current stage' });
