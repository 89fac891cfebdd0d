import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { camelCase, constantCase, humanCase, isKebab, namesOf, pascalCase, plural, snakeCase, tableName } from './naming.mjs';

describe('module name spellings', () => {
  it('accepts kebab-case names only', () => {
    for (const ok of ['firm', 'ci-sample', 'fund-risk-file', 'bank-card2', 'a1-b2']) assert.equal(isKebab(ok), true, ok);
    for (const bad of ['', 'Firm', 'ciSample', 'ci_sample', 'ci--sample', '-ci', 'ci-', '1ci', 'ci-sample/x', 'ci sample'])
      assert.equal(isKebab(bad), false, bad);
  });

  it('spells one name for every place', () => {
    assert.equal(camelCase('fund-risk-file'), 'fundRiskFile');
    assert.equal(pascalCase('fund-risk-file'), 'FundRiskFile');
    assert.equal(constantCase('fund-risk-file'), 'FUND_RISK_FILE');
    assert.equal(snakeCase('fund-risk-file'), 'fund_risk_file');
    assert.equal(humanCase('fund-risk-file'), 'Fund risk file');
    assert.equal(camelCase('firm'), 'firm');
    assert.equal(pascalCase('bank-card2'), 'BankCard2');
  });

  it('names tables in the plural of the last word', () => {
    assert.deepEqual(['firm', 'entry', 'day', 'box', 'batch', 'address', 'status'].map(plural), [
      'firms',
      'entries',
      'days',
      'boxes',
      'batches',
      'addresses',
      'statuses',
    ]);
    assert.equal(tableName('ci-sample'), 'ci_samples');
    assert.equal(tableName('mortgage-entry'), 'mortgage_entries');
  });

  it('gives the templates every token', () => {
    assert.deepEqual(namesOf('ci-sample'), {
      kebab: 'ci-sample',
      camel: 'ciSample',
      Pascal: 'CiSample',
      CONST: 'CI_SAMPLE',
      snake: 'ci_sample',
      human: 'Ci sample',
      table: 'ci_samples',
      tableCamel: 'ciSamples',
    });
  });
});
