import { EyeInvisibleOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { MaskedDataModal, type MaskedDataModalProps } from './masked-data-modal';
import { useMaskedDataText } from './masked-data.text';

export type MaskedDataButtonProps = Omit<MaskedDataModalProps, 'open' | 'onClose'> & {
  buttonProps?: ButtonProps;
  children?: React.ReactNode;
};

/** A button that opens the desensitised-data viewer for one record. */
export function MaskedDataButton({ buttonProps, children, ...modal }: MaskedDataButtonProps) {
  const t = useMaskedDataText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EyeInvisibleOutlined />} {...buttonProps} onClick={() => setOpen(true)}>
        {children ?? t('open')}
      </Button>
      <MaskedDataModal {...modal} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
