import { describe, expect, it } from 'vitest';
import { sampleRecordFilter, sampleRecordListQuery } from './gallery.schema';

const parse = (q: Record<string, string>) => sampleRecordListQuery.safeParse(q);
const firstMessage = (q: Record<string, string>) => {
  const result = parse(q);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('sample record list query', () => {
  it('defaults to page 1 of 10 with a total', () => {
    expect(parse({}).data).toMatchObject({ pageNum: 1, pageSize: 10, withTotal: '1' });
  });

  it.each([
    [{ salesId: 'all20180808' }, { salesId: undefined }],
    [{ salesId: '12' }, { salesId: 12 }],
    [{ status: '' }, { status: undefined }],
    [{ areaCode: '' }, { areaCode: undefined }],
    [{ keyword: '  SR0001 ' }, { keyword: 'SR0001' }],
    [
      { groupId: '3', status: '2' },
      { groupId: 3, status: 2 },
    ],
    [
      { createdFrom: '2026-01-01', createdTo: '2026-01-01' },
      { createdFrom: '2026-01-01', createdTo: '2026-01-01' },
    ],
    [{ pageNum: '1000', pageSize: '10' }, { pageNum: 1000 }],
  ])('%o parses to %o', (query, expected) => {
    expect(parse(query).data).toMatchObject(expected);
  });

  it.each([
    [{ pageSize: '101' }, '每页条数须为1到100的整数'],
    [{ pageSize: 'x' }, '每页条数须为1到100的整数'],
    [{ pageNum: '0' }, '页码须为正整数'],
    [{ pageNum: '1001', pageSize: '10' }, '最多查看前10000条，请缩小查询范围'],
    [{ salesId: 'all' }, '业务员参数错误'],
    [{ salesId: '-1' }, '业务员参数错误'],
    [{ status: '9' }, '状态不存在'],
    [{ areaCode: 'ALL' }, '区域不存在'],
    [{ businessDeptCode: "x'; drop" }, '部门编码格式错误'],
    [{ createdFrom: '2026-13-01' }, '开始日期格式错误，应为YYYY-MM-DD'],
    [{ createdFrom: '2026-02-01', createdTo: '2026-01-01' }, '开始日期不能晚于结束日期'],
    [{ withTotal: 'yes' }, 'withTotal只能是0或1'],
  ])('%o is refused: %s', (query, message) => {
    expect(firstMessage(query)).toBe(message);
  });

  it('the filter alone (for exports) has no paging and keeps the date check', () => {
    expect(sampleRecordFilter.parse({ pageNum: '3', status: '1' })).toEqual({ status: 1 });
    expect(sampleRecordFilter.safeParse({ createdFrom: '2026-02-01', createdTo: '2026-01-01' }).success).toBe(false);
  });
});
