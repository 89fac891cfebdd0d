import { z } from 'zod';
import { isStatusCode } from '../dictionaries/status-dictionary';

/* The stage's schemas, apart from its codes and moves (bill-stage.ts): a list that only shows a stage builds no zod schema. */

/** A list filter on the stage: one of the dictionary's codes. */
export const billStageParam = z.coerce
  .number({ error: '阶段不存在' })
  .int()
  .refine((v) => isStatusCode('billStage', v), '阶段不存在');

/** A bill's stage on the wire: null until final review passed it. */
export const billStageField = z.number().int().nullable();
