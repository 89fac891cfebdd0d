import {
  PROPERTY_TYPES,
  type ZglEnquiryReply,
  cityRule,
  completionYearRule,
  currentFloorRule,
  fixArea,
  furtherAddressRule,
  furtherAreaRule,
  regionRule,
  secondLevelTypeRule,
  thirdPropertyPrerequisite,
  totalFloorOfFurtherRule,
  shanghaiMinute,
} from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Descriptions, Form, Input, Row, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { furtherDistrictsQuery, furtherEnquiry, furtherPropertiesQuery, furtherResultQuery } from '../api/valuation-api';
import { useValuationText } from '../valuation.text';
import { checkRule, say } from './check-rule';
import { PriceResult } from './price-result';
import { useCityOptions, useLookupOptions } from './use-lookups';
import { type PanelContext, nameOf } from './use-panel-context';
import { useValuationWrite } from './use-valuation-write';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = Record<string, string | undefined>;

/** Further provider (zgl): a manual enquiry whose result comes back at the earliest 10 minutes later (001 §4). */
export function FurtherForm({ ctx }: { ctx: PanelContext }) {
  const t = useValuationText();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const cityCode = Form.useWatch('cityCode', form);
  const areaCode = Form.useWatch('areaCode', form);
  const cities = useCityOptions();
  const areas = useLookupOptions(furtherDistrictsQuery(cityCode ?? ''), Boolean(cityCode), (rows) =>
    rows.map((a) => ({ value: a.areaCode, label: a.areaName })),
  );
  const properties =
    useQuery({ ...furtherPropertiesQuery({ cityCode: cityCode ?? '', areaCode: areaCode ?? '' }), enabled: Boolean(cityCode && areaCode) })
      .data ?? [];
  // The latest answer, from the enquiry or from a refresh.
  const [reply, setReply] = useState<ZglEnquiryReply | null>(null);
  const enquire = useValuationWrite(furtherEnquiry);
  const result = useQuery({ ...furtherResultQuery(reply?.caseId ?? ''), enabled: false });
  const busy = enquire.isPending || result.isFetching;

  const onCity = () => form.setFieldsValue({ areaCode: undefined, thirdProperty: undefined });
  const onArea = () => form.setFieldValue('thirdProperty', undefined);
  /** Choosing a third-level property needs an area first. */
  const onPropertyOpen = (open: boolean) => {
    const missing = open ? thirdPropertyPrerequisite(form.getFieldValue('areaCode')) : undefined;
    if (missing) void message.warning(say(missing));
  };
  const onProperty = (id?: string) => {
    const p = properties.find((x) => x.thirdProperty === id);
    if (p && !form.getFieldValue('address')) form.setFieldValue('address', p.address);
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return void message.error(say({ key: 'checkFailed' }));
    }
    const v = form.getFieldsValue();
    const opt = (s?: string) => (s?.trim() ? s.trim() : undefined);
    const address = v.address?.trim();
    const body = {
      cityCode: v.cityCode,
      cityName: nameOf(cities, v.cityCode),
      areaCode: v.areaCode,
      areaName: nameOf(areas, v.areaCode),
      propertyType: Number(v.propertyType),
      thirdProperty: opt(v.thirdProperty),
      address,
      buildArea: fixArea(v.buildArea),
      completionYear: Number(v.completionYear),
      currentFloor: opt(v.currentFloor) && Number(v.currentFloor),
      totalFloor: opt(v.totalFloor) && Number(v.totalFloor),
      remark: opt(v.remark),
      // A repeat of the same address carries the earlier caseId.
      caseId: reply && reply.address === address ? reply.caseId : undefined,
      mortgageInfoId: ctx.mortgageInfoId,
      guzhiRequestType: ctx.guzhiRequestType,
    };
    enquire.mutate(body, {
      onSuccess: ({ data, msg }) => {
        setReply(data);
        if (data.status === 'done') void message.success(say(msg));
        else modal.info({ title: t('confirmTitle'), content: say(msg), okText: t('ok') });
      },
    });
  };
  const refresh = async () => {
    if (!reply) return;
    const read = await result.refetch();
    // A failure has been shown by the API client; an earlier answer is not news.
    if (read.isError || !read.data) return;
    const { data, msg } = read.data;
    setReply(data);
    if (data.status === 'done') void message.success(say(msg));
    else void message.info(say(msg));
  };

  const col = (name: string, label: string, node: ReactNode, rules: ReturnType<typeof checkRule>[] = [], deps?: string[]) => (
    <Col xs={24} sm={12} md={8}>
      <Form.Item name={name} label={label} rules={rules} {...(deps ? { dependencies: deps } : {})}>
        {node}
      </Form.Item>
    </Col>
  );
  const when = shanghaiMinute;
  return (
    <EnterForm form={form} layout="vertical" name="further-provider" submitting={busy} onEnterSubmit={() => void submit()}>
      <Row gutter={16}>
        {col('cityCode', t('city'), <Select allowClear options={cities} onChange={onCity} placeholder={t('select')} />, [
          checkRule(cityRule, true),
        ])}
        {col('areaCode', t('region'), <Select allowClear options={areas} onChange={onArea} placeholder={t('select')} />, [
          checkRule(regionRule, true),
        ])}
        {col(
          'propertyType',
          t('propertyTypeSecond'),
          <Select allowClear options={PROPERTY_TYPES.map((p) => ({ value: String(p.value), label: p.name }))} placeholder={t('select')} />,
          [checkRule(secondLevelTypeRule, true)],
        )}
        {col(
          'thirdProperty',
          t('thirdProperty'),
          <Select
            allowClear
            options={properties.map((p) => ({ value: p.thirdProperty, label: p.name }))}
            onOpenChange={onPropertyOpen}
            onChange={onProperty}
            placeholder={t('select')}
          />,
        )}
        <Col xs={24} md={16}>
          <Form.Item name="address" label={t('address')} rules={[checkRule(furtherAddressRule, true)]}>
            <Input />
          </Form.Item>
        </Col>
        {col('buildArea', t('buildArea'), <Input suffix={t('sqm')} inputMode="decimal" />, [checkRule(furtherAreaRule, true)])}
        {col('completionYear', t('completionYear'), <Input inputMode="numeric" />, [checkRule(completionYearRule, true)])}
        {col(
          'currentFloor',
          t('currentFloor'),
          <Input inputMode="numeric" />,
          [checkRule((v) => currentFloorRule(form.getFieldValue('totalFloor'))(v))],
          ['totalFloor'],
        )}
        {col(
          'totalFloor',
          t('totalFloor'),
          <Input inputMode="numeric" />,
          [checkRule((v) => totalFloorOfFurtherRule(form.getFieldValue('currentFloor'))(v))],
          ['currentFloor'],
        )}
        {col('remark', t('remark'), <Input maxLength={800} />)}
      </Row>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('enquire')}
        </Button>
        {reply ? (
          <Button loading={busy} onClick={() => void refresh()}>
            {t('refresh')}
          </Button>
        ) : null}
      </Space>
      {reply ? (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'case', label: t('caseId'), children: <span data-testid="further-case-id">{reply.caseId}</span> },
            { key: 'at', label: t('availableAt'), children: when(reply.availableAt) },
            ...(reply.status === 'pending' ? [{ key: 'pending', label: t('result'), children: t('pending') }] : []),
            ...(reply.assessExplain ? [{ key: 'explain', label: t('assessExplain'), children: reply.assessExplain }] : []),
          ]}
        />
      ) : null}
      <PriceResult testId="further-result" price={reply?.unitPrice} totalPrice={reply?.totalPrice} />
    </EnterForm>
  );
}
