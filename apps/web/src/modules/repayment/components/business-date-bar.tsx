import { REPAYMENT_MESSAGES, REPAYMENT_PERMISSION } from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmButton } from '@/components/confirm-modal/confirm-button';
import { useServerSave } from '@/components/config-form/use-server-save';
import { AdaptiveDatePicker } from '@/components/date-picker/adaptive-date-picker';
import { ToolbarText } from '@/components/list-page/toolbar-text';
import { usePermissions } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { advanceBusinessDate, businessDateQuery, refreshOverdue } from '../api/repayment-api';
import { useOverdueText } from '../overdue.text';
import { BusinessDateMoves } from './business-date-moves';

/**
 * The business date the overdue figures are counted on (decision 0035); the admin, outside
 * production, may move it on, which runs the overdue run for every day in between.
 */
export function BusinessDateBar() {
  const t = useOverdueText();
  const client = useQueryClient();
  const held = usePermissions();
  const calendar = useQuery(businessDateQuery());
  const [form] = Form.useForm<{ businessDate: string }>();
  const { run, saving, problem } = useServerSave(form);
  const { locale } = useLocale();
  const [done, setDone] = useState<number | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const c = calendar.data;
  // While the date loads, its lines are held (ToolbarText) and the move's row shown to whoever may
  // move it: the list below stays where it is when the date comes.
  const mayAdvance = (c?.canAdvance ?? true) && held.has(REPAYMENT_PERMISSION.advanceDate);
  const sample = { date: '2026-12-31', through: '2026-12-31', rate: '0.0005' };
  const submit = () =>
    run(
      async () => {
        if (!day || !c) return false;
        const result = await advanceBusinessDate(day);
        setDone(result.days.length);
        await refreshOverdue(client);
        return true;
      },
      (moved) => (moved ? REPAYMENT_MESSAGES.advanced[locale] : null),
    );
  return (
    <Space direction="vertical" size={4}>
      <ToolbarText
        secondary
        sample={t('businessDate', sample)}
        text={c ? t('businessDate', { date: c.businessDate, through: c.overdueThrough, rate: c.penaltyDailyRate }) : undefined}
      />
      {/* Why a penalty is what it is (decision 0066): every day overdue is charged, whenever the loan was made. */}
      <ToolbarText secondary sample={t('penaltyRule', sample)} text={c ? t('penaltyRule', { rate: c.penaltyDailyRate }) : undefined} />
      {/* Who moved the date and when: its own operation record (decision 0074). */}
      <BusinessDateMoves />
      {mayAdvance ? (
        // No <form> of its own: the bar sits inside the list's filter form, and a nested form's submit went to the filter.
        <Form form={form} component={false} layout="inline" name="business-date-advance">
          <Space wrap>
            <Form.Item label={t('advanceTo')} htmlFor="businessDate_advance" style={{ marginBottom: 0 }}>
              <AdaptiveDatePicker
                id="businessDate_advance"
                label={t('advanceTo')}
                value={day}
                onChange={setDay}
                disabled={!c}
                {...(c ? { min: c.businessDate } : {})}
              />
            </Form.Item>
            {/* Every loan is charged for the days in between: the move is confirmed first, in words. */}
            <ConfirmButton
              loading={saving}
              disabled={saving || !day || !c}
              confirmTitle={t('advanceConfirmTitle')}
              consequence={t('advanceConfirm', { from: c?.businessDate ?? '', to: day ?? '' })}
              onConfirm={submit}
            >
              {t('advance')}
            </ConfirmButton>
          </Space>
        </Form>
      ) : null}
      {done !== null ? <Typography.Text role="status">{t('advanced', { days: done })}</Typography.Text> : null}
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Space>
  );
}
