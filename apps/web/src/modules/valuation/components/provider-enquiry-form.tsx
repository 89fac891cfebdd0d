import {
  VALUATION_MESSAGES,
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
import { App, Button, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { type House, getAreas, getBuildings, getCities, getConstructions, getHouses, queryPrice } from '../api/valuation-api';
import { ApiError } from '@/lib/http';
import { useValuationText } from '../valuation.text';
import { checkRule, say } from './check-rule';
import { PriceResult } from './price-result';
import { type PanelContext, nameOf } from './use-panel-context';

type Option = { value: string; label: string };
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

const LEVELS = ['cityId', 'areaId', 'consId', 'buildId', 'houseId'] as const;
const PRICES = ['price', 'totalPrice'] as const;
const toOptions = (rows: { id: string; name: string }[]): Option[] => rows.map((r) => ({ value: r.id, label: r.name }));

/** Provider enquiry (assessType 1): city → district → community → building → house, then the price (001 §4). */
export function ProviderEnquiryForm({ ctx, held }: { ctx: PanelContext; held: ValuationRecord | null }) {
  const t = useValuationText();
  const { message } = App.useApp();
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
  const [cities, setCities] = useState<Option[]>([]);
  const [areas, setAreas] = useState<Option[]>([]);
  const [communities, setCommunities] = useState<Option[]>([]);
  const [buildings, setBuildings] = useState<Option[]>([]);
  const [houses, setHouses] = useState<House[]>([]);
  const [stats, setStats] = useState<Stats | null>(null);
  const [busy, setBusy] = useState(false);
  const price = Form.useWatch('price', form);
  const totalPrice = Form.useWatch('totalPrice', form);

  useEffect(() => {
    void getCities().then((rows) => setCities(rows.map((c) => ({ value: c.cityCode, label: c.cityName }))));
  }, []);

  /** Clearing or changing a level clears every level below it, and the prices. */
  const clearBelow = (level: (typeof LEVELS)[number]) => {
    const below = LEVELS.slice(LEVELS.indexOf(level) + 1);
    form.setFieldsValue(Object.fromEntries([...below, ...PRICES].map((k) => [k, undefined])));
    if (below.includes('consId')) setCommunities([]);
    if (below.includes('buildId')) setBuildings([]);
    if (below.includes('houseId')) setHouses([]);
    setStats(null);
  };

  const onCity = (cityId?: string) => {
    clearBelow('cityId');
    form.setFieldValue('areaId', undefined);
    setAreas([]);
    if (cityId) void getAreas(cityId).then((rows) => setAreas(toOptions(rows)));
  };
  const onArea = () => clearBelow('areaId');
  const findCommunities = async () => {
    const { cityId, areaId, consName } = form.getFieldsValue();
    const missing = cityRule(cityId) ?? regionRule(areaId) ?? communityNameRequiredRule(consName);
    if (missing) return void message.warning(say(missing));
    clearBelow('areaId');
    const rows = await getConstructions(cityId!, consName ?? '', areaId).catch(() => []);
    if (!rows.length) return void message.warning(say(VALUATION_MESSAGES.noCommunity));
    setCommunities(toOptions(rows));
  };
  const onCommunity = (consId?: string) => {
    clearBelow('consId');
    if (consId) void getBuildings(consId).then((rows) => setBuildings(toOptions(rows)));
  };
  const onBuilding = (buildId?: string) => {
    clearBelow('buildId');
    if (buildId) void getHouses(buildId).then(setHouses);
  };
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
      return void message.error(say(VALUATION_MESSAGES.supplementParams));
    }
    const v = form.getFieldsValue();
    setBusy(true);
    try {
      const { data, msg } = await queryPrice({
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
      });
      // state 2: no house price found (001 §8).
      if (data.state !== 1 || !data.unitPrice) return void message.warning(say(msg || VALUATION_MESSAGES.noHousePrice));
      form.setFieldsValue({ price: data.unitPrice, totalPrice: data.totalPrice ?? undefined });
      setStats(data);
      message.success(say(msg || VALUATION_MESSAGES.querySucceeded));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
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
    <Form form={form} layout="vertical" name="provider-enquiry" requiredMark>
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
            {select(t('house'), toOptions(houses), onHouse)}
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
      <Button type="primary" loading={busy} onClick={() => void query()} style={{ marginBottom: 16 }}>
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
    </Form>
  );
}
