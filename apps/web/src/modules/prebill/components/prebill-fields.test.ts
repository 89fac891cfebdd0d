import { idCardCheckChar, preBillCreateBody } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { formFieldOf, toPreBillBody } from './prebill-fields';

const pathOf = (code: string) => (code === '110105' ? ['110000', '110100', '110105'] : code === '110000' ? ['110000'] : []);
const values = {
  customerName: ' 欧阳询 ',
  customerMobile: '13561237788',
  idCard: `11010519900720318${idCardCheckChar('11010519900720318')}`,
  borrowType: 2,
  borrowAmount: '1500000.50',
  borrowDuration: '180',
  region: '110105',
  addressDetails: '工体北路8号院1号楼',
  floorArea: '',
  evsTotalPrice: '9000000',
  notes: '   ',
};

describe('the enquiry form → request body', () => {
  it('sends the province and the district chosen, money as a decimal string, blanks left out', () => {
    const body = toPreBillBody(values, pathOf, 'key-12345678');
    expect(body).toMatchObject({
      idempotencyKey: 'key-12345678',
      customerName: '欧阳询',
      borrowType: 2,
      borrowAmount: '1500000.50',
      borrowDuration: 180,
      addressProvince: '110000',
      addressDistrict: '110105',
      evsTotalPrice: '9000000',
    });
    expect(body.floorArea).toBeUndefined();
    expect(body.notes).toBeUndefined();
    // The shared contract takes it as it is.
    expect(preBillCreateBody.safeParse(body).error?.issues).toBeUndefined();
  });

  it('a province alone has no district; no region sends neither', () => {
    expect(toPreBillBody({ ...values, region: '110000' }, pathOf, 'k')).toMatchObject({
      addressProvince: '110000',
      addressDistrict: undefined,
    });
    const none = toPreBillBody({ ...values, region: undefined }, pathOf, 'k');
    expect([none.addressProvince, none.addressDistrict]).toEqual([undefined, undefined]);
  });

  it('maps the server’s region fields onto the cascader', () => {
    expect(formFieldOf('addressDistrict')).toBe('region');
    expect(formFieldOf('addressProvince')).toBe('region');
    expect(formFieldOf('customerMobile')).toBe('customerMobile');
  });
});
