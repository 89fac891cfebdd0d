import { describe, expect, it } from 'vitest';
import {
  VALUATION_MESSAGES as MSG,
  estimateReportBody,
  manualValuationBody,
  rengongEstimateBody,
  serviceValuationBody,
  zglEnquiryBody,
} from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const service = {
  cityCode: '110100',
  cityName: '北京市',
  areaId: '110105',
  houseType: 1,
  address: '北京市朝阳区和平路1号',
  buildingArea: '88.50',
  buildYear: 2005,
};

describe('valuation contracts', () => {
  it('keeps money and areas as decimal strings, numbers included', () => {
    const parsed = serviceValuationBody.parse({ ...service, buildingArea: 88.5 });
    expect(parsed.buildingArea).toBe('88.5');
    expect(manualValuationBody.parse({ assessType: 3, ...service, price: 21000, totalPrice: '185.85' }).price).toBe('21000');
  });

  it('gives the spec messages', () => {
    expect(firstMessage(serviceValuationBody.safeParse({ ...service, houseType: undefined }))).toBe('请选择物业类型');
    expect(firstMessage(serviceValuationBody.safeParse({ ...service, buildYear: 1950 }))).toBe('只能输入1950年以后的4位正整数');
    expect(firstMessage(serviceValuationBody.safeParse({ ...service, buildingArea: '123456789012' }))).toBe('请输入面积');
    expect(firstMessage(serviceValuationBody.safeParse({ ...service, totalFloor: 4 }))).toBe('住宅、公寓的总楼层不能小于5层');
    expect(firstMessage(serviceValuationBody.safeParse({ ...service, houseType: 6, totalFloor: 7 }))).toBe(
      '别墅、独栋、双拼、联排、叠拼的总楼层不能大于6层',
    );
    expect(firstMessage(manualValuationBody.safeParse({ assessType: 3, ...service, price: '21000' }))).toBe('手动总价不能为空');
    expect(firstMessage(estimateReportBody.safeParse({ externalId: 'x', certificateNumber: ' ' }))).toBe('房产证/不动产证号不能为空');
    expect(firstMessage(estimateReportBody.safeParse({ certificateNumber: 'x' }))).toBe(MSG.valuateFirst);
    const images = Array.from({ length: 5 }, () => ({ type: '客厅', imageData: '/9j/' }));
    expect(firstMessage(estimateReportBody.safeParse({ externalId: 'x', certificateNumber: 'x', images }))).toBe(MSG.tooManyImages);
    const zgl = { cityCode: '610100', areaCode: '610113', propertyType: 1, address: 'x', buildArea: '90', completionYear: 2000 };
    expect(firstMessage(zglEnquiryBody.safeParse({ ...zgl, currentFloor: 9, totalFloor: 6 }))).toBe('楼层不能大于总楼层');
    expect(zglEnquiryBody.safeParse({ ...zgl, currentFloor: -1, totalFloor: 6 }).success).toBe(true);
  });

  it('rengong_estimate takes the manual tab (assessType 3) or the service manual mode (otherwise)', () => {
    expect(rengongEstimateBody.parse({ ...service }).assessType).toBe(2);
    expect(rengongEstimateBody.parse({ assessType: 3, ...service, price: '1', totalPrice: '0.01' }).assessType).toBe(3);
  });
});
