import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { DEFAULT_WATERFALL, REPAYMENT_MESSAGES, REPAYMENT_PERMISSION, type RepaymentComponent } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useServerSave } from '@/components/config-form/use-server-save';
import { ToolbarText } from '@/components/list-page/toolbar-text';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { repaymentKeys, repaymentSettingsQuery, saveRepaymentSettings } from '../api/repayment-api';
import { useRepaymentText } from '../repayment.text';

/**
 * The repayment waterfall (decision 0053): the order the parts of an instalment are paid in, shown
 * above the loans in repayment; the admin (repayment_waterfall_set) reorders it in a dialog.
 */
export function WaterfallSetting() {
  const t = useRepaymentText();
  const held = usePermissions();
  const settings = useQuery(repaymentSettingsQuery);
  const [editing, setEditing] = useState(false);
  const part = (c: RepaymentComponent) => t(`part_${c}`);
  const line = (order: readonly RepaymentComponent[]) => t('waterfall', { order: order.map(part).join(' → ') });
  return (
    <Space wrap>
      <ToolbarText
        secondary
        testId="waterfall-order"
        sample={line(DEFAULT_WATERFALL)}
        text={settings.data ? line(settings.data.waterfall) : undefined}
      />
      {held.has(REPAYMENT_PERMISSION.setWaterfall) ? (
        <Button size="small" disabled={!settings.data} onClick={() => setEditing(true)}>
          {t('waterfallEdit')}
        </Button>
      ) : null}
      {editing && settings.data ? <WaterfallDialog current={settings.data} onClose={() => setEditing(false)} /> : null}
    </Space>
  );
}

function WaterfallDialog({ current, onClose }: { current: { waterfall: RepaymentComponent[]; version: number }; onClose: () => void }) {
  const t = useRepaymentText();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const { run, saving, problem } = useServerSave(form);
  const [order, setOrder] = useState<RepaymentComponent[]>(current.waterfall);
  const part = (c: RepaymentComponent) => t(`part_${c}`);
  const move = (from: number, to: number) =>
    setOrder((o) => {
      const next = [...o];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  const save = () =>
    run(async () => {
      await saveRepaymentSettings({ waterfall: order, version: current.version });
      await client.invalidateQueries({ queryKey: repaymentKeys.all });
      onClose();
    }, REPAYMENT_MESSAGES.waterfallSaved[locale]);
  return (
    <Modal
      open
      title={t('waterfallEdit')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
    >
      <Typography.Paragraph type="secondary">{t('waterfallHint')}</Typography.Paragraph>
      {/* No fields: the form only carries the save's refusal (useServerSave). */}
      <Form form={form} component={false} />
      <ol aria-label={t('waterfallEdit')} style={{ paddingLeft: 0, listStyle: 'none' }}>
        {order.map((c, i) => (
          <li key={c} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
            <span style={{ flex: 1 }}>{`${i + 1}. ${part(c)}`}</span>
            <Button
              size="small"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={t('waterfallUp', { part: part(c) })}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={t('waterfallDown', { part: part(c) })}
              disabled={i === order.length - 1}
              onClick={() => move(i, i + 1)}
            />
          </li>
        ))}
      </ol>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
