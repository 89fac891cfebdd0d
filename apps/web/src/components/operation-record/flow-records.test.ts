import type { FlowRecordRow } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { flowOperationRecords } from './flow-records';

const row = (id: number, action: FlowRecordRow['action'], createdAt: string): FlowRecordRow => ({
  id,
  action,
  fromNode: 'risk',
  toNode: null,
  fromStatus: null,
  toStatus: 'x',
  actorId: 1,
  actorName: `actor ${id}`,
  comment: action === 'reject' ? 'missing slip' : null,
  createdAt,
});

describe('a workflow trail as operation records', () => {
  it('is newest first, coloured by action, worded by the module', () => {
    const records = flowOperationRecords(
      [row(1, 'submit', '2024-05-01T01:00:00Z'), row(2, 'reject', '2024-05-01T02:30:00Z'), row(3, 'approve', '2024-05-02T03:00:00Z')],
      (r) => `${r.action} at ${r.fromNode}`,
    );
    expect(records.map((r) => [r.id, r.code, r.recordAbstract])).toEqual([
      [3, 2, 'approve at risk'],
      [2, 3, 'reject at risk'],
      [1, 6, 'submit at risk'],
    ]);
    expect(records[1]).toMatchObject({ recordDetails: 'missing slip', operator: 'actor 2', at: '2024-05-01 10:30' });
  });
});
