import { RotateLeftOutlined, RotateRightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { IMAGE_VIEWER } from '@lc/shared';
import type { GetProps } from 'antd';
import { Button, Image, Space } from 'antd';
import type { Translate } from '@/lib/text';

type GroupPreview = Exclude<NonNullable<GetProps<typeof Image.PreviewGroup>['preview']>, boolean>;
type ViewerText = Translate<'rotateLeft' | 'rotateRight' | 'zoomIn' | 'zoomOut'>;
/** Light icons on the preview's dark backdrop. */
const onDark = { color: 'rgba(255, 255, 255, 0.85)' };

/**
 * Spec 001 §9 viewer defaults: z-index 9999, no navbar, no title, not scalable (no flips), no
 * reset; what is left is rotating and zooming, as labelled buttons.
 */
export function desktopPreview(t: ViewerText): GroupPreview {
  return {
    zIndex: IMAGE_VIEWER.zIndex,
    actionsRender: (_default, { actions }) => (
      <Space size="middle" className="lc-image-actions">
        <Button
          type="text"
          style={onDark}
          aria-label={t('rotateLeft')}
          icon={<RotateLeftOutlined aria-hidden />}
          onClick={actions.onRotateLeft}
        />
        <Button
          type="text"
          style={onDark}
          aria-label={t('rotateRight')}
          icon={<RotateRightOutlined aria-hidden />}
          onClick={actions.onRotateRight}
        />
        <Button type="text" style={onDark} aria-label={t('zoomOut')} icon={<ZoomOutOutlined aria-hidden />} onClick={actions.onZoomOut} />
        <Button type="text" style={onDark} aria-label={t('zoomIn')} icon={<ZoomInOutlined aria-hidden />} onClick={actions.onZoomIn} />
      </Space>
    ),
  };
}
