/** The message types the confirm modal takes (spec 001 §2 "an icon chosen by message type"). */
export const CONFIRM_KINDS = ['success', 'info', 'warning', 'error', 'confirm'] as const;
export type ConfirmKind = (typeof CONFIRM_KINDS)[number];

/** antd's status colours; a question asks for a decision, so it takes the warning colour. */
export const CONFIRM_COLOURS: Record<ConfirmKind, string> = {
  success: '#52c41a',
  info: '#1677ff',
  warning: '#faad14',
  error: '#ff4d4f',
  confirm: '#faad14',
};
