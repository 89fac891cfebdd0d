import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/** One adapter: the shared zod rule, unchanged, as an antd form rule (first issue's message). */
export const zodRule = (schema: ZodType): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === '') return;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'invalid');
  },
});
