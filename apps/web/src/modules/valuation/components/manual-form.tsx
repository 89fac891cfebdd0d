import {
  type ValuationRecord,
  cityRule,
  fixArea,
  manualAreaRule,
  manualPriceRule,
  manualTotal,
  manualTotalRule,
  propertyAddressRule,
  regionRule,
} from '@lc/shared';
import { App, Button, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { areasQuery, manualEstimate } from '../api/valuation-api';
import { useValuationText } from '../valuation.text';
import { checkRule, say, saidBy } from './check-rule';
import { PriceResult } from './price-result';
import { idNameOptions, useCityOptions, useLookupOptions } from './use-lookups';
import { type PanelContext, nameOf } from './use-panel-context';
import { useValuationWrite } from './use-valuation-write';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = { cityCode?: string; areaId?: string; address?: string; buildingArea?: string; price?: string; totalPrice?: string };

/** Manual valuation (assessType 3): the user types the unit price; total = area × price ÷ 10000 (万元, 2 decimals). */
export function ManualForm({ ctx, held }: { ctx: PanelContext; held: ValuationRecord | null }) {
  const t = useValuationText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saved, setSaved] = useState<{ price: string; totalPrice: string } | null>(null);
  const cityCode = Form.useWatch('cityCode', form);
  const cities = useCityOptions();
  const areas = useLookupOptions(areasQuery(cityCode ?? ''), Boolean(cityCode), idNameOptions);
  const save = useValuationWrite(manualEstimate);
  // The collateral's last manual valuation (001 §4: the form loads existing info).
  useEffect(() => {
    if (!held) return;
    form.setFieldsValue({
      address: held.address ?? undefined,
      buildingArea: held.buildingArea ?? undefined,
      price: held.price ?? undefined,
      totalPrice: held.totalPrice ?? undefined,
    });
    if (held.price && held.totalPrice) setSaved({ price: held.price, totalPrice: held.totalPrice });
  }, [form, held]);

  const onCity = () => form.setFieldValue('areaId', undefined);
  /** The total follows area and price; empty while either is missing. */
  const recompute = () => {
    const { buildingArea, price } = form.getFieldsValue();
    form.setFieldValue('totalPrice', manualTotal(buildingArea, price));
    setSaved(null);
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const v = form.getFieldsValue();
    const body = {
      cityCode: v.cityCode,
      cityName: nameOf(cities, v.cityCode),
      areaId: v.areaId,
      areaName: nameOf(areas, v.areaId),
      address: v.address?.trim(),
      buildingArea: fixArea(v.buildingArea),
      price: v.price?.trim(),
      totalPrice: v.totalPrice,
      mortgageInfoId: ctx.mortgageInfoId,
      guzhiRequestType: ctx.guzhiRequestType,
    };
    save.mutate(body, {
      onSuccess: ({ data, msg }) => {
        setSaved({ price: data.price, totalPrice: v.totalPrice ?? '' });
        void message.success(say(msg || saidBy('valuationQuerySucceeded')));
      },
    });
  };

  return (
    <EnterForm
      form={form}
      layout="vertical"
      name="manual-valuation"
      onValuesChange={(changed: Values) => ('buildingArea' in changed || 'price' in changed) && recompute()}
      submitting={save.isPending}
      onEnterSubmit={() => void (ctx.canQuery && submit())}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="cityCode" label={t('city')} rules={[checkRule(cityRule, true)]}>
            <Select allowClear options={cities} onChange={onCity} placeholder={t('select')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="areaId" label={t('region')} rules={[checkRule(regionRule, true)]}>
            <Select allowClear options={areas} placeholder={t('select')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="address" label={t('address')} rules={[checkRule(propertyAddressRule, true)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="buildingArea" label={t('buildingArea')} rules={[checkRule(manualAreaRule, true)]}>
            <Input
              suffix={t('sqm')}
              inputMode="decimal"
              onBlur={(e) => {
                form.setFieldValue('buildingArea', fixArea(e.target.value));
                recompute();
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="price" label={t('unitPrice')} rules={[checkRule(manualPriceRule, true)]}>
            <Input suffix={t('yuanPerSqm')} inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="totalPrice" label={t('totalPrice')} rules={[checkRule(manualTotalRule, true)]}>
            <Input suffix={t('wan')} readOnly data-testid="manual-total" />
          </Form.Item>
        </Col>
      </Row>
      {ctx.canQuery ? (
        <Button type="primary" loading={save.isPending} onClick={() => void submit()} style={{ marginBottom: 16 }}>
          {t('calculate')}
        </Button>
      ) : null}
      <PriceResult testId="manual-result" price={saved?.price} totalPrice={saved?.totalPrice} />
    </EnterForm>
  );
}
