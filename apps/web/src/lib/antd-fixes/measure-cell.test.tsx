import { render } from '@testing-library/react';
import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import { antdFixes } from '../../../build/antd-fixes';
import MeasureCell from './measure-cell';

/** The measuring row as rc-table renders it, inside a table with or without a fixed header. */
function measure(fixedHeader: boolean) {
  const widths: [Key, number][] = [];
  const { container } = render(
    <div className={fixedHeader ? 'ant-table ant-table-fixed-header' : 'ant-table'}>
      <table>
        <tbody>
          <tr>
            <MeasureCell columnKey="billNo" title="单号" onColumnResize={(key, width) => widths.push([key, width])} />
          </tr>
        </tbody>
      </table>
    </div>,
  );
  return { widths, cell: container.querySelector('td') };
}

describe("rc-table's measuring cell", () => {
  it('reads its width before the first paint under a fixed header, whose header table is sized from it', () => {
    const { widths } = measure(true);
    expect(widths).toEqual([['billNo', 0]]);
  });

  it('leaves the width to the resize observer elsewhere: nothing read, nothing stored, inside the commit', () => {
    const { widths, cell } = measure(false);
    expect(widths).toEqual([]);
    // The cell itself is theirs: zero height, the title kept for the width it needs.
    expect(cell?.style.height).toBe('0px');
    expect(cell?.textContent).toBe('单号');
  });

  it("is given to rc-table's measuring row only", () => {
    const resolve = antdFixes().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('./MeasureCell', '/x/node_modules/@rc-component/table/es/Body/MeasureRow.js')).toMatch(
      /antd-fixes[\\/]measure-cell\.tsx$/,
    );
    expect(resolve('./MeasureCell', '/x/node_modules/@rc-component/table/es/Body/index.js')).toBeNull();
  });
});
