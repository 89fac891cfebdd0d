import Decimal from 'decimal.js';
import type { Locale } from '../api/messages';
import { localizeIssue } from '../validation/localize';
import { type RuleIssue, VALIDATION_MESSAGES, type ValidationKey, validationMessage } from '../validation/messages';
import { PROPERTY_TYPES } from './valuation.constants';

/*
 * The valuation forms' rules (spec 001 §5, valuation parts) as pure checks of the validation kit:
 * each takes the field's value (as the form holds it) and returns the issue (a message key of
 * VALIDATION_MESSAGES with its values), or undefined when the value passes. The zh-CN texts match
 * the server's schemas, so a form and the server speak alike. Numbers stay text and are compared
 * with decimal.js (money is never a JS number).
 */

/** A rule's answer: the issue, or undefined when the value passes. */
export type ValuationCheck = (value: unknown) => RuleIssue | undefined;

const raise = (key: ValidationKey, n?: number): RuleIssue => (n === undefined ? { key } : { key, values: { n } });

/**
 * A rule's issue in `locale` (by its key, as the kit's rules). A text (a reply's msg, already in the
 * caller's language, or a schema's zh-CN message) is looked up in the catalogue; else shown as it came.
 */
export function valuationMessage(message: RuleIssue | string, locale: Locale): string {
  if (typeof message !== 'string') return validationMessage(message.key, locale, message.values);
  return localizeIssue({ message }, locale);
}

// ---------- building blocks ----------
/** The value as trimmed text; '' for nothing entered. */
const textOf = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());
const isBlank = (v: unknown) => textOf(v) === '';
const NUMBER = /^-?\d+(\.\d+)?$/;
const isInt = (s: string) => /^-?\d+$/.test(s);
const chars = (s: string) => [...s].length;

/** Required when `required`; blank passes otherwise; then the first failing check. */
const rule =
  (required: RuleIssue | undefined, ...checks: ((s: string) => RuleIssue | undefined)[]): ValuationCheck =>
  (v) => {
    const s = textOf(v);
    if (s === '') return required;
    for (const check of checks) {
      const issue = check(s);
      if (issue) return issue;
    }
    return undefined;
  };
const maxLen =
  (n: number, message = raise('maxChars', n)) =>
  (s: string) =>
    chars(s) > n ? message : undefined;
/** Unsigned decimal: at most `intDigits` integer digits and `scale` decimals. */
const digits = (intDigits: number, scale: number, message: RuleIssue) => (s: string) =>
  new RegExp(`^\\d{1,${intDigits}}(\\.\\d{1,${scale}})?$`).test(s) ? undefined : message;
const positive = (s: string) => (NUMBER.test(s) && new Decimal(s).gt(0) ? undefined : raise('positiveOnly'));
const atLeast0 = (message: RuleIssue) => (s: string) => (NUMBER.test(s) && new Decimal(s).gte(0) ? undefined : message);
const integer = (s: string) => (/^\d+$/.test(s) ? undefined : raise('integerOnly'));

const VILLA_LIKE = new Set<number>(PROPERTY_TYPES.filter((p) => p.villaLike).map((p) => p.value));
/** Residence (1) and apartment (3). */
const FIVE_FLOORS_AT_LEAST = new Set<number>([1, 3]);
const typeOf = (houseType: unknown) => (isBlank(houseType) ? undefined : Number(houseType));

// ---------- valuation service form (assessType 2) ----------
/** Area: required, numeric, positive, 11 digits with 2 decimals. */
export const serviceAreaRule = rule(
  raise('areaRequired'),
  (s) => (NUMBER.test(s) ? undefined : raise('areaFormat')),
  positive,
  digits(11, 2, raise('areaFormat')),
);
/** The certificate address: required, max 128. */
export const certificateAddressRule = rule(raise('certificateAddressRequired'), maxLen(128, raise('addressTooLong', 128)));
/** The separate rule that also requires the address. */
export const propertyAddressRule = rule(raise('propertyAddressRequired'), maxLen(128, raise('addressTooLong', 128)));
export const cityRule = rule(raise('cityRequired'));
/** District of the valuation service: the message also says select the city. */
export const serviceDistrictRule = rule(raise('districtOfCityRequired'));
export const propertyTypeRule = rule(raise('propertyTypeRequired'));
export const communityNameRule = rule(undefined, maxLen(128, raise('communityNameTooLong')));
/** Either a community (id or name) or the certificate address. */
export const communityOrAddress = (community: unknown, address: unknown): RuleIssue | undefined =>
  isBlank(community) && isBlank(address) ? raise('communityOrAddress') : undefined;

const floorRange = (s: string) => (Number(s) >= 1 && Number(s) <= 98 ? undefined : raise('floorRange'));
const positiveInteger = (s: string) => (/^[1-9]\d*$/.test(s) ? undefined : raise('positiveIntegerOnly'));
/** Floor: positive integer, 1 to 98 (the message says 1-99). */
export const floorRule = rule(undefined, positiveInteger, floorRange);
/** Total floors: max length 4, positive integer, 1 to 98, then the floors of the property type. */
export const totalFloorRule =
  (houseType: unknown): ValuationCheck =>
  (v) =>
    rule(undefined, maxLen(4), positiveInteger, floorRange, (s) => {
      const type = typeOf(houseType);
      if (type === undefined) return undefined;
      if (FIVE_FLOORS_AT_LEAST.has(type) && Number(s) < 5) return raise('totalFloorsMin5');
      if (VILLA_LIKE.has(type) && Number(s) > 6) return raise('totalFloorsMax6');
      return undefined;
    })(v);
/** Build year: required; an integer after 1950, at most 9999. */
export const buildYearRule = rule(raise('buildYearRequired'), (s) =>
  /^\d{1,4}$/.test(s) && Number(s) > 1950 ? undefined : raise('buildYearFormat'),
);
/** Building (32), unit (8), room number (16): integers of at most that many characters. */
export const integerRule = (maxChars?: number) => rule(undefined, integer, ...(maxChars ? [maxLen(maxChars)] : []));
/** Garage, parking, storeroom, attic, interlayer, gift, basement, garden, yard areas and registered price. */
export const optionalAreaRule = rule(undefined, digits(11, 2, raise('areaFormat')));
export const expectedPriceRule = rule(undefined, digits(11, 1, raise('expectedPriceFormat')));
/** The valuation unit price: required, at least 0. */
export const valuationPriceRule = rule(raise('valuationPriceRequired'), atLeast0(raise('valuationPriceMin')));

/** What a price query needs, in this order: property type, city, district, community or address. */
export function priceQueryPrerequisite(f: {
  houseType?: unknown;
  cityCode?: unknown;
  areaId?: unknown;
  communityId?: unknown;
  communityName?: unknown;
  address?: unknown;
}): RuleIssue | undefined {
  if (isBlank(f.houseType)) return raise('propertyTypeRequired');
  if (isBlank(f.cityCode)) return raise('cityRequired');
  if (isBlank(f.areaId)) return raise('districtRequired');
  if (isBlank(f.communityId) && isBlank(f.communityName) && isBlank(f.address)) return raise('communityOrAddress');
  return undefined;
}
/** A community lookup needs the city and a name. */
export const communityLookupPrerequisite = (cityCode: unknown, communityName: unknown) =>
  isBlank(cityCode) || isBlank(communityName) ? raise('supplementParams') : undefined;

const DUPLEX = /复式|跃层|错层|duplex|loft/i;
/** The on-floor guidance shows for villa-like types and duplex structures. */
export const floorGuidanceApplies = (houseType: unknown, structure?: unknown) => {
  const type = typeOf(houseType);
  return (type !== undefined && VILLA_LIKE.has(type)) || DUPLEX.test(textOf(structure));
};
export const FLOOR_GUIDANCE = VALIDATION_MESSAGES.floorGuidance;

/** The area fixed to 2 decimals on blur; anything not a plain number is left for the rule to refuse. */
export const fixArea = (v: unknown): string => {
  const s = textOf(v);
  return /^\d+(\.\d+)?$/.test(s) ? new Decimal(s).toFixed(2, Decimal.ROUND_HALF_UP) : s;
};

// ---------- evaluation report ----------
export const certificateNumberRule = rule(raise('certificateRequired'), maxLen(51));
/** Optional text of at most n characters (land-use cert 50, agency 40, mortgagor/obligee 32, codes 10, …). */
export const maxCharsRule = (n: number) => rule(undefined, maxLen(n));
export const landAreaRule = rule(undefined, digits(11, 2, raise('landAreaFormat')));
export const REPORT_IMAGE_LIMITS = { count: 4, bytes: 400 * 1024, mime: 'image/jpeg' } as const;
/** One more report image: JPEG, at most 400 KB, at most 4 in all. */
export function reportImageIssue(file: { type: string; size: number }, alreadyHeld: number): RuleIssue | undefined {
  if (alreadyHeld >= REPORT_IMAGE_LIMITS.count) return raise('tooManyImages');
  if (file.type !== REPORT_IMAGE_LIMITS.mime) return raise('jpegOnly');
  if (file.size > REPORT_IMAGE_LIMITS.bytes) return raise('imageTooLarge');
  return undefined;
}
export const reportGenerateIssue = (externalId: unknown) => (isBlank(externalId) ? raise('valuateFirst') : undefined);
export const reportDownloadIssue = (fileUrl: unknown) => (isBlank(fileUrl) ? raise('queryFirst') : undefined);

// ---------- provider enquiry (assessType 1) ----------
export const regionRule = rule(raise('regionRequired'));
export const communityNameRequiredRule = rule(raise('communityNameRequired'), maxLen(128, raise('communityNameTooLong')));
export const communityIdRule = rule(raise('communityRequired'));
export const buildingIdRule = rule(raise('buildingRequired'));
export const houseIdRule = rule(raise('houseRequired'));
/** buildingArea: required, numeric, positive. */
export const providerAreaRule = rule(raise('areaRequired'), (s) => (NUMBER.test(s) ? undefined : raise('areaFormat')), positive);
export const providerPriceRule = rule(raise('providerPriceRequired'), atLeast0(raise('priceMin0')));
export const providerTotalRule = rule(raise('providerTotalRequired'), atLeast0(raise('priceMin0')));
export const buildYearsRule = rule(raise('buildYearsRequired'));

// ---------- manual valuation (assessType 3) ----------
export const manualAreaRule = rule(raise('fillInArea'), (s) => (NUMBER.test(s) ? undefined : raise('areaFormat')), positive);
export const manualPriceRule = rule(raise('manualPriceRequired'), (s) => (NUMBER.test(s) ? undefined : raise('priceNumber')));
export const manualTotalRule = rule(raise('manualTotalRequired'));

/** Total (万元) = area × price ÷ 10000, to 2 decimals (half up); '' when an input is missing or not a number. */
export function manualTotal(area: unknown, price: unknown): string {
  const a = textOf(area);
  const p = textOf(price);
  if (!NUMBER.test(a) || !NUMBER.test(p)) return '';
  return new Decimal(a).times(p).div(10000).toFixed(2, Decimal.ROUND_HALF_UP);
}

// ---------- further provider ----------
export const secondLevelTypeRule = rule(raise('secondLevelTypeRequired'), (s) =>
  NUMBER.test(s) ? undefined : raise('secondLevelTypeRequired'),
);
export const furtherAddressRule = rule(raise('fillInAddress'), maxLen(500, raise('addressTooLong', 500)));
export const furtherAreaRule = manualAreaRule;
export const completionYearRule = rule(raise('completionYearRequired'), maxLen(8), integer);
const signedInteger = (s: string) => (isInt(s) ? undefined : raise('signedIntegerOnly'));
/** Floor: a signed integer not above the total floors (when both are integers). */
export const currentFloorRule =
  (totalFloor: unknown): ValuationCheck =>
  (v) =>
    rule(undefined, signedInteger, (s) => {
      const t = textOf(totalFloor);
      return isInt(t) && Number(s) > Number(t) ? raise('floorAboveTotal') : undefined;
    })(v);
/** Total floor: a signed integer not below the floor. */
export const totalFloorOfFurtherRule =
  (currentFloor: unknown): ValuationCheck =>
  (v) =>
    rule(undefined, signedInteger, (s) => {
      const f = textOf(currentFloor);
      return isInt(f) && Number(s) < Number(f) ? raise('totalBelowFloor') : undefined;
    })(v);
export const furtherUnitPriceRule = rule(raise('unitPriceRequired'));
export const furtherTotalPriceRule = rule(raise('totalPriceRequired'));
/** Choosing a third-level property needs an area first. */
export const thirdPropertyPrerequisite = (areaCode: unknown) => (isBlank(areaCode) ? raise('areaFirst') : undefined);

// ---------- route, units and the initial tab ----------
const REQUEST_TYPE_BY_ROUTE: Record<string, 0 | 1 | 2 | 3> = {
  '/documentManage/documentAdd': 3,
  '/billManage/billAdd': 2,
  '/halfwayManage/halfwayDetail': 1,
};
/** guzhiRequestType by the current route (001 §2): 3 document page, 2 bill page, 1 halfway detail, else 0. */
export const guzhiRequestTypeFor = (pathname: string): 0 | 1 | 2 | 3 => REQUEST_TYPE_BY_ROUTE[pathname.replace(/\/+$/, '')] ?? 0;

/** The further-provider tab's page. */
export const FURTHER_PROVIDER_PAGE = '/billManage/mortgageQueryPrice';

/** A yuan amount as 万元 with 2 decimals (half up); '' when not a number. */
export function yuanToWan(yuan: unknown): string {
  const s = textOf(yuan);
  return NUMBER.test(s) ? new Decimal(s).div(10000).toFixed(2, Decimal.ROUND_HALF_UP) : '';
}
/** A 万元 amount with its 2 decimals; '' when not a number. */
export function formatWan(wan: unknown): string {
  const s = textOf(wan);
  // Grouped by thousands, as every amount on screen is (issue 29: money formatted one way).
  return NUMBER.test(s) ? new Decimal(s).toFixed(2, Decimal.ROUND_HALF_UP).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : '';
}
/** A unit price in yuan per m², whole yuan with thousands separators; '' when not a number. */
export function formatUnitPrice(price: unknown): string {
  const s = textOf(price);
  if (!NUMBER.test(s)) return '';
  const fixed = new Decimal(s).toFixed(0, Decimal.ROUND_HALF_UP);
  return fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export const VALUATION_TABS = ['provider', 'service', 'manual', 'further'] as const;
export type ValuationTab = (typeof VALUATION_TABS)[number];
type Priced = { price?: unknown; totalPrice?: unknown } | null | undefined;

/** The tabs a user sees: the further provider only on its page and only with zgl_enquiry. */
export const visibleValuationTabs = (pathname: string, canFurther: boolean): ValuationTab[] =>
  VALUATION_TABS.filter((tab) => tab !== 'further' || (canFurther && pathname.replace(/\/+$/, '') === FURTHER_PROVIDER_PAGE));

/** The initial tab: the first visible channel already holding both a unit and a total price; else the provider enquiry. */
export function initialValuationTab(
  held: Partial<Record<ValuationTab, Priced>>,
  visible: readonly ValuationTab[] = VALUATION_TABS,
): ValuationTab {
  return visible.find((tab) => !isBlank(held[tab]?.price) && !isBlank(held[tab]?.totalPrice)) ?? 'provider';
}

/** A loan-to-value ratio ("0.6500") as a percentage with 2 decimals ("65.00%"); '' when not a number. */
export function ltvPercent(ratio: unknown): string {
  const s = textOf(ratio);
  return NUMBER.test(s) ? `${new Decimal(s).times(100).toFixed(2, Decimal.ROUND_HALF_UP)}%` : '';
}
