import { shanghaiMinute } from '@lc/shared';

/** Display helpers the bill pages share with other modules live in shared (format/display). */
export { groupAmount, nodeTitle } from '@lc/shared';
export const shanghaiTime = shanghaiMinute;
