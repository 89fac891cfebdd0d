import { Spin } from 'antd';
import type { CSSProperties } from 'react';

/**
 * A spinner that says what it waits for. The name sits on a status role: an aria-label on a
 * spinner's bare div is prohibited (axe aria-prohibited-attr) and read by nobody.
 */
export function LoadingStatus({ label, size, style }: { label: string; size?: 'small' | 'large'; style?: CSSProperties }) {
  return (
    <div role="status" aria-label={label} style={style}>
      <Spin size={size} />
    </div>
  );
}
