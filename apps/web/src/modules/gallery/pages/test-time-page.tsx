import { Button, Card, Col, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal/confirm-modal';
import { CONFIRM_KINDS, type ConfirmKind } from '@/components/confirm-modal/confirm-kind';
import { AdaptiveDatePicker } from '@/components/date-picker/adaptive-date-picker';
import { MaskedDataButton } from '@/components/masked-data/masked-data-button';
import { type OperationRecord, OperationRecordStripe } from '@/components/operation-record/operation-record-stripe';
import { FIRST_PAGE, PageHeader } from '@/components/page-header/page-header';
import { ReadonlyCard } from '@/components/readonly-card/readonly-card';
import { RegionCascader } from '@/components/region-cascader/region-cascader';
import { useRegionName } from '@/components/region-cascader/region-name';
import { useCurrentUser } from '@/lib/auth';
import { useTestTimeText } from './time.text';
import { EnterForm } from '@/components/config-form/enter-form';

/** /systemTools/testTime: the smaller shared blocks at work. */
export default function TestTimePage() {
  const t = useTestTimeText();
  const user = useCurrentUser().data;
  const regionName = useRegionName();
  const [date, setDate] = useState<string | null>(null);
  const [dateTime, setDateTime] = useState<string | null>(null);
  const [region, setRegion] = useState<string | null>(null);
  const [asking, setAsking] = useState<ConfirmKind | null>(null);
  const [answer, setAnswer] = useState('');

  const records: OperationRecord[] = [
    { id: 4, code: 3, recordAbstract: t('rec3'), recordDetails: t('rec3d'), operator: '风控专员（演示）', at: '2026-03-02 15:20' },
    { id: 3, code: 4, recordAbstract: t('rec4'), operator: '业务经理（演示）', at: '2026-03-02 11:05' },
    { id: 2, code: 2, recordAbstract: t('rec2'), operator: '业务经理（演示）', at: '2026-03-02 10:40' },
    { id: 1, code: 1, recordAbstract: t('rec1'), recordDetails: t('rec1d'), operator: '业务员（演示）', at: '2026-03-02 09:12' },
  ];
  const answerWith = (key: 'confirmed' | 'cancelled') => {
    if (asking) setAnswer(t(key, { kind: t(`open_${asking}`) }));
    setAsking(null);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader title={t('title')} backTo={FIRST_PAGE} />
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('dates')}>
            <Typography.Paragraph type="secondary">{t('datesHint')}</Typography.Paragraph>
            <EnterForm layout="vertical">
              <Form.Item label={t('signDate')} htmlFor="testTime_signDate">
                <AdaptiveDatePicker id="testTime_signDate" label={t('signDate')} value={date} onChange={setDate} />
              </Form.Item>
              <Form.Item label={t('visitTime')} htmlFor="testTime_visitTime">
                <AdaptiveDatePicker
                  id="testTime_visitTime"
                  mode="datetime"
                  label={t('visitTime')}
                  value={dateTime}
                  onChange={setDateTime}
                />
              </Form.Item>
            </EnterForm>
            <output data-testid="date-values">
              {t('value')}: {date ?? t('none')} / {dateTime ?? t('none')}
            </output>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('region')}>
            <Typography.Paragraph type="secondary">{t('regionHint')}</Typography.Paragraph>
            <Form layout="vertical">
              <Form.Item label={t('regionLabel')} htmlFor="testTime_region">
                <RegionCascader id="testTime_region" value={region} onChange={(code) => setRegion(code)} style={{ width: '100%' }} />
              </Form.Item>
            </Form>
            <ReadonlyCard
              items={[
                { label: t('regionCode'), value: <span data-testid="region-code">{region ?? '—'}</span> },
                { label: t('regionName'), value: <span data-testid="region-name">{region ? regionName(region, true) : '—'}</span> },
              ]}
              column={1}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('records')}>
            <OperationRecordStripe records={records} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('confirm')}>
            <Typography.Paragraph type="secondary">{t('confirmHint')}</Typography.Paragraph>
            <Space wrap>
              {CONFIRM_KINDS.map((kind) => (
                <Button key={kind} onClick={() => setAsking(kind)}>
                  {t(`open_${kind}`)}
                </Button>
              ))}
            </Space>
            <p role="status" data-testid="confirm-answer" style={{ marginTop: 12, minHeight: 22 }}>
              {answer}
            </p>
            <ConfirmModal
              open={asking !== null}
              kind={asking ?? 'confirm'}
              title={t('confirmTitle')}
              onOk={() => answerWith('confirmed')}
              onCancel={() => answerWith('cancelled')}
            >
              {t('confirmBody')}
            </ConfirmModal>
          </Card>
        </Col>
        <Col xs={24}>
          <ReadonlyCard
            title={t('readonly')}
            items={[
              { label: t('borrower'), value: t('sampleBorrower') },
              { label: t('idCard'), value: '110101********123X' },
              { label: t('amount'), value: '1,500,000.00' },
              { label: t('term'), value: 90 },
              { label: t('borrowType'), value: t('sampleType') },
              { label: t('notes'), value: '' },
              { label: t('address'), value: null, span: 3 },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('header')}>
            <Typography.Paragraph type="secondary">{t('headerHint')}</Typography.Paragraph>
            <PageHeader title={t('headerBack')} backTo="/systemTools/testList" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('masked')}>
            <Typography.Paragraph type="secondary">{t('maskedHint')}</Typography.Paragraph>
            {user ? <MaskedDataButton entity="staff" id={user.id} labels={{ mobile: t('mobile'), email: t('email') }} /> : null}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
