import type { BillDetail, ChannelOption } from '@lc/shared';
import type { FormInstance } from 'antd';
import type { FieldDef, FieldValues } from '@/components/config-form/form-field';
import { splitLines } from './bill-fields';

/*
 * Between the bill's wire shape and the form: inputs hold text (an amount stays a decimal
 * string), choices hold their codes, the letter flag is 1/0, related companies one a line and
 * each collateral's address one region code (the deepest level chosen).
 */

type MortgageRow = BillDetail['mortgages'][number];
export type MortgageFormValue = FieldValues & { id?: number; region?: string };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One stored value as its field holds it. */
function toFieldValue(def: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (def.key === 'existLetter') return value === true ? 1 : value === false ? 0 : undefined;
  if (def.key === 'companyList') return Array.isArray(value) ? value.join('\n') : String(value);
  if (def.type === 'input' || def.type === 'textarea') return String(value);
  return value;
}

export function toFormValues(fields: Record<string, unknown>, defs: readonly FieldDef[]): FieldValues {
  return Object.fromEntries(defs.map((d) => [d.key, toFieldValue(d, fields[d.key])]));
}

/**
 * A contact mobile the server copied from the channel comes masked (decision 0013): the edit form
 * leaves it blank, and a blank mobile takes the channel's again on save.
 */
export const withoutCopiedMobile = (fields: Record<string, unknown>): Record<string, unknown> =>
  fields.channelContactMobileCopied === true ? { ...fields, channelContactMobile: undefined } : fields;

export function mortgagesToForm(rows: readonly MortgageRow[], defs: readonly FieldDef[]): MortgageFormValue[] {
  return rows.map((m) => {
    const record = m as Record<string, unknown>;
    const values = toFormValues(record, defs);
    const region = (record.addressDistrict ?? record.addressProvince ?? undefined) as string | undefined;
    const details = record.addressDetails;
    return { ...values, id: m.id, region, addressDetails: details === null || details === undefined ? undefined : String(details) };
  });
}

/** A blank or cleared value goes as '' so an edit clears it on the server (which stores null). */
const outgoing = (value: unknown) => (isBlank(value) ? '' : typeof value === 'string' ? value.trim() : value);

/**
 * The request body of a save. `pathOf` gives a region code's path from the province down
 * (the dictionary's look-up): the province is its first code, the district the code chosen.
 */
export function toBillBody(values: FieldValues, defs: readonly FieldDef[], pathOf: (code: string) => string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const d of defs) {
    const v = values[d.key];
    if (d.key === 'existLetter') {
      if (!isBlank(v)) body.existLetter = v === 1;
    } else if (d.key === 'companyList') body.companyList = splitLines(v);
    else body[d.key] = outgoing(v);
  }
  const mortgages = (values.mortgages as MortgageFormValue[] | undefined) ?? [];
  body.mortgages = mortgages.map(({ region, id, ...rest }) => {
    const path = region ? pathOf(region) : [];
    const row: Record<string, unknown> = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, outgoing(v)]));
    row.addressProvince = path[0] ?? '';
    row.addressDistrict = path.length > 1 ? region : '';
    if (id) row.id = id;
    return row;
  });
  return body;
}

/**
 * A channel chosen in the picker fills the bill's channel fields that are still blank (its
 * contact's mobile comes masked, so that one is typed), and a fee rule not of this channel goes.
 */
export function fillFromChannel(form: FormInstance, channel: ChannelOption | undefined) {
  const rule: unknown = form.getFieldValue('chargeRuleId');
  if (!channel?.feeRules.some((r) => r.id === rule)) form.setFieldValue('chargeRuleId', undefined);
  if (!channel) return;
  const fill = { channelCompanyName: channel.name, channelContactName: channel.contactName };
  for (const [key, value] of Object.entries(fill)) if (isBlank(form.getFieldValue(key))) form.setFieldValue(key, value);
}

/** A server field path ('mortgages.0.addressDetails') as the form's name path. */
export const namePath = (field: string) =>
  field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p === 'addressProvince' || p === 'addressDistrict' ? 'region' : p));
