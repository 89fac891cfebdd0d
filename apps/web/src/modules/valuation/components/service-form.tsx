import {
  FLOOR_GUIDANCE,
  PROPERTY_TYPES,
  type ValuationRecord,
  buildYearRule,
  certificateAddressRule,
  cityRule,
  communityLookupPrerequisite,
  communityNameRule,
  communityOrAddress,
  expectedPriceRule,
  fixArea,
  floorGuidanceApplies,
  floorRule,
  integerRule,
  priceQueryPrerequisite,
  propertyTypeRule,
  serviceAreaRule,
  serviceDistrictRule,
  totalFloorRule,
  yuanToWan,
} from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { type ServiceCommunitySearch, estimate, serviceCommunitiesQuery } from '../api/valuation-api';
import { useValuationText } from '../valuation.text';
import { checkRule, say, saidBy } from './check-rule';
import { PriceResult } from './price-result';
import { ReportSection } from './report-section';
import { useServiceLookups } from './use-service-lookups';
import { type PanelContext, nameOf } from './use-panel-context';
import { useValuationWrite } from './use-valuation-write';
import { EnterForm } from '@/components/config-form/enter-form';

type Values = Record<string, string | number | undefined>;
/** price yuan/m², totalWan 万元; externalId lets a report be generated. */
type ServiceResult = { price: string | null; totalWan: string | null; externalId: string | null };

const LEVELS = ['cityCode', 'areaId', 'communityId', 'buildingId', 'unitId', 'houseId'] as const;
const STRUCTURES = ['平层', '错层', '复式', '跃层'];
/** Keys whose value is sent only when filled in. */
const OPTIONAL = ['floor', 'totalFloor', 'roomNumber', 'physicalStructure', 'numberOfBedroom', 'expectedPrice', 'notes'] as const;

/** Valuation service (assessType 2): automatic or manual estimate of a located property (001 §3–§5). */
export function ServiceForm({ ctx, held }: { ctx: PanelContext; held: ValuationRecord | null }) {
  const t = useValuationText();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  // The community search in force (the 查询小区 button).
  const [search, setSearch] = useState<ServiceCommunitySearch | null>(null);
  const { cities, districts, communities, buildings, units, houses } = useServiceLookups(form, search);
  const [result, setResult] = useState<ServiceResult | null>(null);
  const estimated = useValuationWrite(estimate);
  const guided = useRef(false);
  const houseType = Form.useWatch('houseType', form);

  // The collateral's last valuation service result and its facts (001 §4: the form loads existing info).
  useEffect(() => {
    if (!held) return;
    form.setFieldsValue({
      houseType: held.houseType ? String(held.houseType) : undefined,
      address: held.address ?? undefined,
      communityName: held.communityName ?? undefined,
      buildingArea: held.buildingArea ?? undefined,
      buildYear: held.buildYear ? String(held.buildYear) : undefined,
    });
    setResult({ price: held.price, totalWan: held.totalPrice, externalId: held.externalId });
  }, [form, held]);
  /** Clearing or changing a level clears every level below it, and the result. */
  const clearBelow = (level: (typeof LEVELS)[number]) => {
    const below = LEVELS.slice(LEVELS.indexOf(level) + 1);
    form.setFieldsValue(Object.fromEntries(below.map((k) => [k, undefined])));
    if (below.includes('communityId')) setSearch(null);
    setResult(null);
  };
  const onCity = () => clearBelow('cityCode');
  const findCommunities = async () => {
    const { cityCode, communityName, areaId } = form.getFieldsValue();
    const missing = communityLookupPrerequisite(cityCode, communityName);
    if (missing) return void message.warning(say(missing));
    clearBelow('areaId');
    const next = {
      cityCode: String(cityCode),
      cityName: nameOf(cities, cityCode),
      communityName: String(communityName).trim(),
      districtName: nameOf(districts, areaId),
    };
    // A search asks again every time (staleTime 0); a failure has been shown by the API client.
    const found = await client.fetchQuery({ ...serviceCommunitiesQuery(next), staleTime: 0 }).catch(() => null);
    if (!found) return;
    if (!found.data.length) return void message.warning(say(found.msg || saidBy('valuationNoCommunity')));
    setSearch(next);
  };
  const onCommunity = () => clearBelow('communityId');
  const onBuilding = () => clearBelow('buildingId');
  const onUnit = () => clearBelow('unitId');
  /** Spec 001 §5: duplex or villa properties get a guidance modal on the on-floor field. */
  const onFloorFocus = () => {
    if (guided.current || !floorGuidanceApplies(form.getFieldValue('houseType'), form.getFieldValue('physicalStructure'))) return;
    guided.current = true;
    modal.info({ title: t('guidanceTitle'), content: say(FLOOR_GUIDANCE['zh-CN']), okText: t('gotIt') });
  };

  const query = async () => {
    const v = form.getFieldsValue();
    const missing = priceQueryPrerequisite(v);
    if (missing) return void message.warning(say(missing));
    try {
      await form.validateFields();
    } catch {
      return void message.error(say({ key: 'checkFailed' }));
    }
    const mode = Number(v.mode ?? 0);
    const body: Record<string, unknown> = {
      assessType: 2,
      houseType: Number(v.houseType),
      cityCode: v.cityCode,
      cityName: nameOf(cities, v.cityCode),
      areaId: v.areaId,
      areaName: nameOf(districts, v.areaId),
      communityId: v.communityId,
      communityName: nameOf(communities, v.communityId) ?? (String(v.communityName ?? '').trim() || undefined),
      buildingId: v.buildingId,
      buildingName: nameOf(buildings, v.buildingId),
      unitId: v.unitId,
      unitName: nameOf(units, v.unitId),
      houseId: v.houseId,
      houseName: nameOf(houses, v.houseId),
      address: String(v.address ?? '').trim() || undefined,
      buildingArea: fixArea(v.buildingArea),
      buildYear: Number(v.buildYear),
      mortgageInfoId: ctx.mortgageInfoId,
      guzhiRequestType: ctx.guzhiRequestType,
    };
    for (const k of OPTIONAL) if (String(v[k] ?? '').trim() !== '') body[k] = String(v[k]).trim();
    estimated.mutate(
      { body, mode },
      {
        onSuccess: ({ data, msg }) => {
          setResult({ price: data.price, totalWan: yuanToWan(data.totalPrice), externalId: data.externalId });
          void message.success(say(msg || saidBy('valuationQuerySucceeded')));
        },
      },
    );
  };

  const select = (
    name: string,
    label: string,
    options: { value: string; label: string }[],
    onChange?: (v?: string) => void,
    rules = [] as ReturnType<typeof checkRule>[],
  ) => (
    <Form.Item name={name} label={label} rules={rules}>
      <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options} onChange={onChange} placeholder={t('select')} />
    </Form.Item>
  );
  const col = (node: ReactNode) => (
    <Col xs={24} sm={12} md={8}>
      {node}
    </Col>
  );
  const input = (name: string, label: string, rules: ReturnType<typeof checkRule>[], extra: ComponentProps<typeof Input> = {}) => (
    <Form.Item name={name} label={label} rules={rules}>
      <Input {...extra} />
    </Form.Item>
  );
  return (
    <EnterForm
      form={form}
      layout="vertical"
      name="valuation-service"
      initialValues={{ mode: 0 }}
      submitting={estimated.isPending}
      onEnterSubmit={() => void (ctx.canQuery && query())}
    >
      <Row gutter={16}>
        {col(
          select(
            'houseType',
            t('propertyType'),
            PROPERTY_TYPES.map((p) => ({ value: String(p.value), label: p.name })),
            () => void form.validateFields(['totalFloor']).catch(() => undefined),
            [checkRule(propertyTypeRule, true)],
          ),
        )}
        {col(
          <Form.Item name="mode" label={t('mode')}>
            <Radio.Group
              options={[
                { value: 0, label: t('modeAuto') },
                { value: 1, label: t('modeManual') },
              ]}
            />
          </Form.Item>,
        )}
        {col(select('cityCode', t('city'), cities, onCity, [checkRule(cityRule, true)]))}
        {col(select('areaId', t('district'), districts, () => clearBelow('areaId'), [checkRule(serviceDistrictRule, true)]))}
        {col(
          <Form.Item label={t('communityName')}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="communityName" noStyle rules={[checkRule(communityNameRule)]}>
                <Input aria-label={t('communityName')} onPressEnter={() => void findCommunities()} />
              </Form.Item>
              <Button onClick={() => void findCommunities()}>{t('search')}</Button>
            </div>
          </Form.Item>,
        )}
        {col(select('communityId', t('community'), communities, onCommunity))}
        {col(select('buildingId', t('building'), buildings, onBuilding))}
        {col(select('unitId', t('unit'), units, onUnit))}
        {col(select('houseId', t('house'), houses, () => setResult(null)))}
        <Col xs={24}>
          <Form.Item
            name="address"
            label={t('certificateAddress')}
            dependencies={['communityId', 'communityName']}
            rules={[
              // Required unless a community is given (either one is needed); at most 128 either way.
              checkRule((v) => {
                const community = form.getFieldValue('communityId') ?? form.getFieldValue('communityName');
                const blank = String(v ?? '').trim() === '';
                return blank && !communityOrAddress(community, v) ? undefined : certificateAddressRule(v);
              }),
            ]}
          >
            <Input maxLength={129} />
          </Form.Item>
        </Col>
        {col(
          input('buildingArea', t('buildingArea'), [checkRule(serviceAreaRule, true)], {
            suffix: t('sqm'),
            inputMode: 'decimal',
            onBlur: (e) => form.setFieldValue('buildingArea', fixArea(e.target.value)),
          }),
        )}
        {col(input('buildYear', t('buildYear'), [checkRule(buildYearRule, true)], { inputMode: 'numeric' }))}
        {col(
          select(
            'physicalStructure',
            t('structure'),
            STRUCTURES.map((s) => ({ value: s, label: s })),
          ),
        )}
        {col(input('floor', t('floor'), [checkRule(floorRule)], { inputMode: 'numeric', onFocus: onFloorFocus }))}
        {col(
          <Form.Item
            name="totalFloor"
            label={t('totalFloor')}
            dependencies={['houseType']}
            rules={[checkRule((v) => totalFloorRule(houseType)(v))]}
          >
            <Input inputMode="numeric" />
          </Form.Item>,
        )}
        {col(input('roomNumber', t('roomNumber'), [checkRule(integerRule(16))], { inputMode: 'numeric' }))}
        {col(input('expectedPrice', t('expectedPrice'), [checkRule(expectedPriceRule)], { inputMode: 'decimal' }))}
      </Row>
      {ctx.canQuery ? (
        <Button type="primary" loading={estimated.isPending} onClick={() => void query()} style={{ marginBottom: 16 }}>
          {t('query')}
        </Button>
      ) : null}
      <PriceResult testId="service-result" price={result?.price} totalPrice={result?.totalWan} />
      {ctx.canQuery ? <ReportSection externalId={result?.externalId ?? undefined} /> : null}
    </EnterForm>
  );
}
