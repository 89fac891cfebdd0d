import type { IndexedRoute, Locale, LocalisedText } from '@lc/shared';

export const APP_TITLE: LocalisedText = { 'zh-CN': '后台管理系统', 'en-US': 'Back-office system' };

/** Spec 000 §2: "后台管理系统 - {route title}". */
export const pageTitle = (title: LocalisedText | undefined, locale: Locale) =>
  title ? `${APP_TITLE[locale]} - ${title[locale]}` : APP_TITLE[locale];

/** What every route object carries for the shell: its title and, for table routes, the entry. */
export type RouteHandle = { title: LocalisedText; route?: IndexedRoute };
