export type LocalisedText = { 'zh-CN': string; 'en-US': string };

/**
 * One entry of the console's route table. Paths are relative to the parent entry
 * (top-level entries start with '/'). The permission is the spec's code, spelled exactly.
 */
export type RouteEntry = {
  path: string;
  title: LocalisedText;
  /** The spec's access code. Absent: open to any signed-in user (inside its parent's code). */
  permission?: string;
  hidden?: boolean;
  /**
   * A hidden page's list, the page it is opened from: its breadcrumb and menu highlight. A hidden
   * child without one belongs to the nearest list before it; a top-level page has no siblings.
   */
  listPath?: string;
  /** The title while the page makes a new record (opened without ?id=), where it differs. */
  newTitle?: LocalisedText;
  /**
   * The web app has this page (its module's page map, apps/web/src/modules/<m>/<m>.pages.ts); every
   * other page of the table shows the not-built page. BUILT_ROUTES is read from these flags.
   */
  built?: boolean;
  keepAlive?: boolean;
  homeSearch?: boolean;
  redirect?: string;
  /** A menu entry that links out to an external address. */
  external?: string;
  /** antd icon name for first-level menu entries. */
  icon?: string;
  children?: readonly RouteEntry[];
};
