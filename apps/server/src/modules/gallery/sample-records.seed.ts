import type { CITY_AREA_CODES } from '@lc/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sampleRecordRepository } from './gallery.repository';
import { type SampleSalesperson, type SampleVocabulary, sampleRecordGenerator } from './sample-records.repository';

/** Six-digit GB/T 2260 district codes of each city, so that ID cards look local. */
const DISTRICTS: Record<(typeof CITY_AREA_CODES)[number], string[]> = {
  BJ_11: ['110101', '110102', '110105', '110106', '110108'],
  SH_31: ['310101', '310104', '310105', '310115'],
  XA_61: ['610102', '610103', '610104', '610113'],
  WH_42: ['420102', '420103', '420106', '420111'],
};

const VOCABULARY: SampleVocabulary = {
  districts: DISTRICTS,
  surnames: '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹',
  givenNames: '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国文辉鑫宇婷雪琳浩然',
  // Two years of records up to this moment (fixed, so seeded data is the same on every machine).
  newest: '2026-11-20 18:00:00+08',
  spanSeconds: 730 * 86_400,
};

/**
 * Adds `rows` sample records, spread over `salespeople` (role 11 of the four cities, read by the
 * top-level seed from identity, in id order): the same rows on every machine.
 */
export async function seedSampleRecords(db: Executor, rows: number, salespeople: SampleSalesperson[]): Promise<void> {
  if (rows <= 0 || !salespeople.length) return;
  await sampleRecordGenerator.insert(db, rows, salespeople, VOCABULARY);
}

/** SAMPLE_RECORDS: how many sample records a demo installation starts with. */
export const sampleRecordCount = (env: NodeJS.ProcessEnv = process.env) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .default(2_000)
    .parse(env.SAMPLE_RECORDS === '' ? undefined : env.SAMPLE_RECORDS);

/** With the demo data: fills an empty table once; later starts leave it as it is. */
export async function seedDemoSampleRecords(db: Executor, salespeople: SampleSalesperson[], rows = sampleRecordCount()): Promise<void> {
  if ((await sampleRecordRepository.count(db, undefined)) === 0) await seedSampleRecords(db, rows, salespeople);
}
