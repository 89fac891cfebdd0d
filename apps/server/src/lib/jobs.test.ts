import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { droppedAnswer, JOB_SCHEMA } from './jobs';

// pg-boss's own statements, so the test follows the library when it changes them.
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs: (schema: string) => string;
  failJobsById: (schema: string) => string;
  cancelJobs: (schema: string) => string;
  fetchNextJob: (schema: string) => (options?: object) => string;
};

describe('a job queue command sent after the queue closed', () => {
  it('answers a completion or failure with a count of nil, as pg-boss reads it', () => {
    for (const command of [plans.completeJobs, plans.failJobsById, plans.cancelJobs]) {
      const answer = droppedAnswer(command(JOB_SCHEMA));
      expect(parseInt(answer.rows[0]!.count)).toBe(0);
    }
  });

  it('answers a fetch with no job', () => {
    expect(droppedAnswer(plans.fetchNextJob(JOB_SCHEMA)()).rows).toEqual([]);
  });
});
