import { CONTRACT_STATUS } from '@lc/shared';
import type { Executor } from '../../db/client';
import { contractRepository } from './contract.repository';

/**
 * The gate a grant request calls (issue 17 item 10): whether a bill has a signed contract.
 * Exported by the contract module's service as `contractSigned(billId)`.
 */
export const contractSignedGate = (db: Executor) => (billId: number) => contractRepository.billHas(db, billId, CONTRACT_STATUS.signed);
