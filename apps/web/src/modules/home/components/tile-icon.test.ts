import { HOME_TILES } from '@lc/shared';
import { describe, expect, it } from 'vitest';
import { TILE_ICONS } from './tile-icon';

describe('home tile icons', () => {
  it('every tile names an icon that is bundled', () => {
    for (const tile of HOME_TILES) expect(TILE_ICONS[tile.icon], tile.path).toBeDefined();
  });
});
