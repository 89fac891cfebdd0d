import type { IndexedRoute, Locale, LocalisedText, RouteEntry } from '@lc/shared';

export const APP_TITLE: LocalisedText = { 'zh-CN': '后台管理系统', 'en-US': 'Back-office system' };

/** Spec 000 §2: "后台管理系统 - {route title}". */
export const pageTitle = (title: LocalisedText | undefined, locale: Locale) =>
  title ? `${APP_TITLE[locale]} - ${title[locale]}` : APP_TITLE[locale];

/** A route's title for this address: a page that makes a new record without ?id= may say so. */
export const titleAt = (entry: Pick<RouteEntry, 'title' | 'newTitle'>, search: string): LocalisedText =>
  entry.newTitle && !new URLSearchParams(search).has('id') ? entry.newTitle : entry.title;

/** What every route object carries for the shell: its title and, for table routes, the entry. */
export type RouteHandle = { title: LocalisedText; route?: IndexedRoute };
