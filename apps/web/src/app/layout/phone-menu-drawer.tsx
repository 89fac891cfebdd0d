import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The menu at phone width, in a drawer from the left; loaded only at that width (shell.tsx). */
export default function PhoneMenuDrawer(props: {
  open: boolean;
  onClose: () => void;
  width: number;
  title: string;
  background: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      placement="left"
      size={props.width}
      title={props.title}
      styles={{ body: { padding: 0, background: props.background } }}
    >
      {props.children}
    </Drawer>
  );
}
