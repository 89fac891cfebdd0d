import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type Locale, currentLocale, i18n } from './i18n';

const DAYJS_LOCALE: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };
const apply = () => void dayjs.locale(DAYJS_LOCALE[currentLocale()]);

/**
 * dayjs (dates in antd and in our pages) follows the language from the moment this module loads.
 * The shell imports it: the login page needs no dayjs.
 */
apply();
i18n.on('languageChanged', apply);
