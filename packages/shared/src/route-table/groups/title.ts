import type { LocalisedText } from '../route-table.types';

/** A route title in both languages. */
export const t = (zh: string, en: string): LocalisedText => ({ 'zh-CN': zh, 'en-US': en });
