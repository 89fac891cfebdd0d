import { randomUUID } from 'node:crypto';
import type { ValuationChannel, ValuationRecord } from '@lc/shared';
import { type Clock, shanghaiDate } from '../../lib/time';
import { type SessionUser, placeOf } from '../../core/session-user';
import type { NewValuationRecord, ValuationRow } from './valuation.repository';

/** Who valued it and where they sit: the record's data-scope columns. */
export function recordBase(user: SessionUser, clock: Clock, channel: ValuationChannel, provider: string) {
  const now = clock.now();
  return {
    valuationId: randomUUID(),
    channel,
    provider,
    priceDate: shanghaiDate(now),
    createdAt: now,
    valuedBy: user.id,
    valuedByName: user.realName,
    ...placeOf(user),
  } satisfies Partial<NewValuationRecord>;
}

export function toValuationRecord(row: ValuationRow, reported: boolean): ValuationRecord {
  return {
    valuationId: row.valuationId,
    externalId: row.externalId,
    caseId: row.caseId,
    mortgageInfoId: row.mortgageInfoId,
    channel: row.channel as ValuationChannel,
    assessType: row.assessType,
    mode: row.mode,
    guzhiRequestType: row.guzhiRequestType,
    provider: row.provider,
    cityCode: row.cityCode,
    cityName: row.cityName,
    areaId: row.areaId,
    areaName: row.areaName,
    communityId: row.communityId,
    communityName: row.communityName,
    buildingId: row.buildingId,
    buildingName: row.buildingName,
    houseId: row.houseId,
    houseName: row.houseName,
    address: row.address,
    houseType: row.houseType,
    buildingArea: row.buildingArea,
    buildYear: row.buildYear,
    price: row.price,
    totalPrice: row.totalPrice,
    specialFactors: row.specialFactors,
    notes: row.notes,
    details: row.details,
    priceDate: row.priceDate,
    valuedBy: row.valuedBy,
    valuedByName: row.valuedByName,
    createdAt: row.createdAt.toISOString(),
    reportStatus: reported ? 'generated' : 'none',
  };
}
