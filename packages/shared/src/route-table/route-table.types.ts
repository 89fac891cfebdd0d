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
  keepAlive?: boolean;
  homeSearch?: boolean;
  redirect?: string;
  /** A menu entry that links out to an external address. */
  external?: string;
  /** antd icon name for first-level menu entries. */
  icon?: string;
  children?: readonly RouteEntry[];
};
