import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { render } from './render.mjs';

describe('template rendering', () => {
  const template = ['a __camel__', '//#if detail', 'b', '//#else', 'c', '//#endif', '  //#if !detail', 'd', '  //#endif', 'e'].join('\n');

  it('fills tokens and keeps the blocks whose flag holds', () => {
    assert.equal(render(template, { camel: 'ciSample' }, { detail: true }), 'a ciSample\nb\ne');
    assert.equal(render(template, { camel: 'ciSample' }, { detail: false }), 'a ciSample\nc\nd\ne');
  });

  it('refuses an unknown token or flag and an unclosed block', () => {
    assert.throws(() => render('__nope__', {}, {}), /no value for __nope__/);
    assert.throws(() => render('//#if nope\n//#endif', {}, {}), /unknown flag nope/);
    assert.throws(() => render('//#if detail\nx', {}, { detail: true }), /without \/\/#endif/);
  });
});
