import { z } from 'zod';
import { id } from '../validation/primitives';
import { VALUATION_MESSAGES } from './valuation.constants';

/** The field builders the valuation contracts share (decimal strings, floors, texts). */
export const MSG = VALUATION_MESSAGES;
/** Decimal string with up to `scale` decimals (money never travels as a JS number). */
export const decimal = (scale: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .regex(new RegExp(`^\\d{1,11}(\\.\\d{1,${scale}})?$`), message),
  );
/** A positive area, 11 digits with 2 decimals (001 §5). */
export const area = (message: string) => decimal(2, message).refine((v) => /[1-9]/.test(v), message);
export const requestType = z.coerce.number().int().min(0).max(3).default(0);
export const floorNumber = z.coerce
  .number({ error: '只能输入正整数' })
  .int('只能输入正整数')
  .min(1, '楼层范围为1-99')
  .max(98, '楼层范围为1-99')
  .optional();
export const mortgageInfoId = id.optional();
export const text = (max: number, message?: string) => z.string().trim().max(max, message);
/** A required text: missing, blank and too long each get a clear message. */
export const required = (max: number, message: string, tooLong?: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong ?? message);
export const optText = (max: number) => text(max).optional();
