import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { CONFIRM_COLOURS, type ConfirmKind } from './confirm-kind';
import { useConfirmModalText } from './confirm-modal.text';

const ICONS: Record<ConfirmKind, typeof InfoCircleFilled> = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
  confirm: QuestionCircleFilled,
};

export type ConfirmModalProps = {
  open: boolean;
  kind?: ConfirmKind;
  /** Defaults to the kind's word (提示, 警告…). */
  title?: ReactNode;
  children?: ReactNode;
  onOk: () => void | Promise<void>;
  onCancel: () => void;
  okText?: string;
  cancelText?: string;
  /** Shows the OK button as busy while the action runs. */
  confirmLoading?: boolean;
  okDanger?: boolean;
};

/** A confirm dialog whose icon and colour say what kind of message it is. */
export function ConfirmModal({
  open,
  kind = 'confirm',
  title,
  children,
  onOk,
  onCancel,
  okText,
  cancelText,
  confirmLoading,
  okDanger = kind === 'error',
}: ConfirmModalProps) {
  const t = useConfirmModalText();
  const Icon = ICONS[kind];
  return (
    <Modal
      open={open}
      width={416}
      onOk={() => void onOk()}
      onCancel={onCancel}
      okText={okText ?? t('ok')}
      cancelText={cancelText ?? t('cancel')}
      confirmLoading={confirmLoading ?? false}
      okButtonProps={{ danger: okDanger }}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }} data-kind={kind}>
          <Icon style={{ color: CONFIRM_COLOURS[kind], fontSize: 22 }} aria-label={t(kind)} role="img" />
          <span>{title ?? t(kind)}</span>
        </span>
      }
    >
      <div style={{ paddingLeft: 34 }}>{children}</div>
    </Modal>
  );
}
