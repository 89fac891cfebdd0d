import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/time';
import type { FlowEngine } from '../workflow/flow-engine.service';
import type { BillOwner, BillOwnerFollower } from '../../db/follow-bill-owner';
import { billOwnerRepository } from './bill-owner.repository';
import { BILL_PROCESS } from './bill.repository';

export type { BillOwner, BillOwnerFollower } from '../../db/follow-bill-owner';

/**
 * A bill changing hands (order transfer, issue 18 item 7): the bill's salesperson and scope
 * columns, its approval flow's applicant, and every follower's copies, in the caller's transaction.
 */
export function createBillOwner({ clock, flow }: { clock: Clock; flow: Pick<FlowEngine, 'reassign'> }) {
  const followers: BillOwnerFollower[] = [];
  return {
    /** Registered at start-up (modules/index.ts) from the manifests. */
    followOwner(follower: BillOwnerFollower) {
      followers.push(follower);
    },
    /** Moves those of `billIds` still owned by `fromId` and not abandoned; the others are left as they are. */
    async moveOwner(tx: Tx, billIds: number[], fromId: number, owner: BillOwner) {
      if (!billIds.length) return [];
      const moved = await billOwnerRepository.move(tx, billIds, fromId, owner, clock.now());
      const ids = moved.map((m) => m.id);
      if (!ids.length) return moved;
      await flow.reassign(tx, BILL_PROCESS, ids, { id: owner.ownerId, ...owner });
      for (const follower of followers) await follower.follow(tx, ids, owner, fromId);
      return moved;
    },
  };
}
