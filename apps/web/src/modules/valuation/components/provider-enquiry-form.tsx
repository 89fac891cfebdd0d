import {
  type ValuationRecord,
  buildYearsRule,
  buildingIdRule,
  cityRule,
  communityIdRule,
  communityNameRequiredRule,
  fixArea,
  houseIdRule,
  providerAreaRule,
  providerPriceRule,
  providerTotalRule,
  regionRule,
} from '@lc/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { type ConstructionSearch, areasQuery, buildingsQuery, constructionsQuery, housesQuery, queryPrice } from '../api/valuation-api';
import { useValuationText } from '../valuation.text';
import { checkRule, say, saidBy } from './check-rule';
import { PriceResult } from './price-result';
import { type Option, idNameOptions, useCityOptions, useLookupOptions } from './use-lookups';
import { type PanelContext, nameOf } from './use-panel-context';
import { useValuationWrite } from './use-valuation-write';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = {
  cityId?: string;
  areaId?: string;
  consName?: string;
  consId?: string;
  buildId?: string;
  houseId?: string;
  buildArea?: string;
  buildYears?: string;
  price?: string;
  totalPrice?: string;
};
type Stats = { quotationCount: number; avgUnitPrice: string | null; minPrice: string | null; maxPrice: string | null };

const NO_SEARCH: ConstructionSearch = { cityCode: '', consName: '' };
const LEVELS = ['cityId', 'areaId', 'consId', 'buildId', 'houseId'] as const;
const PRICES = ['price', 'totalPrice'] as const;

/** Provider enquiry (assessType 1): city → district → community → building → house, then the price (001 §4). */
export function ProviderEnquiryForm({ ctx, held }: { ctx: PanelContext; held: ValuationRecord | null }) {
  const t = useValuationText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  // The collateral's last provider enquiry, shown until a new query (001 §4: the form loads existing info).
  useEffect(() => {
    if (held)
      form.setFieldsValue({
        price: held.price ?? undefined,
        totalPrice: held.totalPrice ?? undefined,
        buildArea: held.buildingArea ?? undefined,
      });
  }, [form, held]);
  // The community search in force (the 查询小区 button); each level below lists what its parent holds.
  const [search, setSearch] = useState<ConstructionSearch | null>(null);
  const [stats, setStats] = useState<Stats | null>(null);
  const price = Form.useWatch('price', form);
  const totalPrice = Form.useWatch('totalPrice', form);
  const cityId = Form.useWatch('cityId', form);
  const consId = Form.useWatch('consId', form);
  const buildId = Form.useWatch('buildId', form);
  const cities = useCityOptions();
  const areas = useLookupOptions(areasQuery(cityId ?? ''), Boolean(cityId), idNameOptions);
  const communities = useLookupOptions(constructionsQuery(search ?? NO_SEARCH), search !== null, idNameOptions);
  const buildings = useLookupOptions(buildingsQuery(consId ?? ''), Boolean(consId), idNameOptions);
  const houses = useQuery({ ...housesQuery(buildId ?? ''), enabled: Boolean(buildId) }).data ?? [];
  const priced = useValuationWrite(queryPrice);

  /** Clearing or changing a level clears every level below it, and the prices. */
  const clearBelow = (level: (typeof LEVELS)[number]) => {
    const below = LEVELS.slice(LEVELS.indexOf(level) + 1);
    form.setFieldsValue(Object.fromEntries([...below, ...PRICES].map((k) => [k, undefined])));
    if (below.includes('consId')) setSearch(null);
    setStats(null);
  };

  const onCity = () => clearBelow('cityId');
  const onArea = () => clearBelow('areaId');
  const findCommunities = async () => {
    const { cityId, areaId, consName } = form.getFieldsValue();
    const missing = cityRule(cityId) ?? regionRule(areaId) ?? communityNameRequiredRule(consName);
    if (missing) return void message.warning(say(missing));
    clearBelow('areaId');
    const next = { cityCode: cityId!, consName: consName ?? '', areaId };
    // A search asks again every time (staleTime 0); the select then reads the fresh answer.
    const rows = await client.fetchQuery({ ...constructionsQuery(next), staleTime: 0 }).catch(() => []);
    if (!rows.length) return void message.warning(saidBy('valuationNoCommunity'));
    setSearch(next);
  };
  const onCommunity = () => clearBelow('consId');
  const onBuilding = () => clearBelow('buildId');
  const onHouse = (houseId?: string) => {
    form.setFieldsValue({ price: undefined, totalPrice: undefined });
    setStats(null);
    const house = houses.find((h) => h.id === houseId);
    if (house) form.setFieldsValue({ buildArea: house.buildingArea, buildYears: house.buildYear ? String(house.buildYear) : undefined });
  };

  const query = async () => {
    try {
      await form.validateFields([...LEVELS, 'consName', 'buildArea', 'buildYears']);
    } catch {
      return void message.error(saidBy('valuationSupplementParams'));
    }
    const v = form.getFieldsValue();
    const body = {
      cityId: v.cityId,
      areaId: v.areaId,
      consId: v.consId,
      buildId: v.buildId,
      houseId: v.houseId,
      buildArea: fixArea(v.buildArea),
      mortgageInfoId: ctx.mortgageInfoId,
      guzhiRequestType: ctx.guzhiRequestType,
      cityName: nameOf(cities, v.cityId),
      areaName: nameOf(areas, v.areaId),
      consName: nameOf(communities, v.consId),
      buildName: nameOf(buildings, v.buildId),
      houseName: houses.find((h) => h.id === v.houseId)?.name,
    };
    priced.mutate(body, {
      onSuccess: ({ data, msg }) => {
        // state 2: no house price found (001 §8).
        if (data.state !== 1 || !data.unitPrice) return void message.warning(say(msg || saidBy('valuationNoHousePrice')));
        form.setFieldsValue({ price: data.unitPrice, totalPrice: data.totalPrice ?? undefined });
        setStats(data);
        void message.success(say(msg || saidBy('valuationQuerySucceeded')));
      },
    });
  };

  const select = (label: string, options: Option[], onChange: (v?: string) => void) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      onChange={onChange}
      placeholder={t('select')}
      aria-label={label}
    />
  );
  return (
    <EnterForm
      form={form}
      layout="vertical"
      name="provider-enquiry"
      requiredMark
      submitting={priced.isPending}
      onEnterSubmit={() => void query()}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="cityId" label={t('city')} rules={[checkRule(cityRule, true)]}>
            {select(t('city'), cities, onCity)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="areaId" label={t('region')} rules={[checkRule(regionRule, true)]}>
            {select(t('region'), areas, onArea)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item label={t('communityName')} required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="consName" noStyle rules={[checkRule(communityNameRequiredRule, true)]}>
                <Input aria-label={t('communityName')} maxLength={128} onPressEnter={() => void findCommunities()} />
              </Form.Item>
              <Button onClick={() => void findCommunities()}>{t('search')}</Button>
            </div>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="consId" label={t('community')} rules={[checkRule(communityIdRule, true)]}>
            {select(t('community'), communities, onCommunity)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="buildId" label={t('building')} rules={[checkRule(buildingIdRule, true)]}>
            {select(t('building'), buildings, onBuilding)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="houseId" label={t('house')} rules={[checkRule(houseIdRule, true)]}>
            {select(t('house'), idNameOptions(houses), onHouse)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="buildArea" label={t('buildingArea')} rules={[checkRule(providerAreaRule, true)]}>
            <Input suffix={t('sqm')} inputMode="decimal" onBlur={(e) => form.setFieldValue('buildArea', fixArea(e.target.value))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="buildYears" label={t('buildYear')} rules={[checkRule(buildYearsRule, true)]}>
            <Input inputMode="numeric" maxLength={4} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item hidden name="price" rules={[checkRule(providerPriceRule)]}>
        <Input />
      </Form.Item>
      <Form.Item hidden name="totalPrice" rules={[checkRule(providerTotalRule)]}>
        <Input />
      </Form.Item>
      <Button type="primary" loading={priced.isPending} onClick={() => void query()} style={{ marginBottom: 16 }}>
        {t('query')}
      </Button>
      <PriceResult
        testId="provider-result"
        price={price}
        totalPrice={totalPrice}
        extra={
          stats
            ? [
                { label: t('quotationCount'), value: stats.quotationCount },
                { label: t('priceRange'), value: `${stats.minPrice ?? '—'} – ${stats.maxPrice ?? '—'} ${t('yuanPerSqm')}` },
              ]
            : []
        }
      />
    </EnterForm>
  );
}
