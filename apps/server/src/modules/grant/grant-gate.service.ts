import { type GrantGate, grantGateMissingText, grantGateOf } from '@lc/shared';
import { Conflict, keyed } from '../../lib/errors';

/** Where the grant request's gate reads its facts: the contract, mortgage and archive modules' services. */
export type GrantRequestGateDeps = {
  contractSigned: (billId: number) => Promise<boolean>;
  mortgageStatuses: (billId: number) => Promise<readonly number[]>;
  archiveInStock: (billId: number) => Promise<boolean>;
};

/**
 * The grant request's gate (issue 17 item 10, packages/shared grantGateOf): a signed contract, a
 * fully registered mortgage and the archive documents in stock. `assertOpen` refuses with 409
 * naming everything still missing, so staff see the whole list at once.
 */
export function createGrantRequestGate(deps: GrantRequestGateDeps) {
  async function gateOf(billId: number): Promise<GrantGate> {
    const [contractSigned, mortgageStatuses, archiveInStock] = await Promise.all([
      deps.contractSigned(billId),
      deps.mortgageStatuses(billId),
      deps.archiveInStock(billId),
    ]);
    return grantGateOf({ contractSigned, mortgageStatuses, archiveInStock });
  }
  return {
    gateOf,
    async assertOpen(billId: number) {
      const gate = await gateOf(billId);
      if (!gate.open) throw new Conflict(keyed('grantGateMissing', { missing: grantGateMissingText(gate.missing) }));
    },
  };
}
export type GrantRequestGate = ReturnType<typeof createGrantRequestGate>;
