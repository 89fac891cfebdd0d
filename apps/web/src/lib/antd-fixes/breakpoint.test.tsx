import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { antdFixes } from '../../../build/antd-fixes';
import useBreakpoint from './breakpoint';

const viewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });

function Probe({ seen, refresh = true }: { seen: object[]; refresh?: boolean }) {
  const screens = useBreakpoint(refresh);
  seen.push(screens);
  return (
    <span>
      {Object.entries(screens)
        .filter(([, on]) => on)
        .map(([b]) => b)
        .join(',')}
    </span>
  );
}

describe("antd's useBreakpoint, ours", () => {
  it("gives antd's screens at the first render (antd's default breakpoints), rendering once", () => {
    viewport(800);
    const seen: object[] = [];
    const { container, unmount } = render(<Probe seen={seen} />);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({ xxxl: false, xxl: false, xl: false, lg: false, md: true, sm: true, xs: false });
    expect(container.textContent).toBe('md,sm');
    unmount();
  });

  it('renders again when a breakpoint is crossed, and only then, with one screens object between crossings', () => {
    viewport(1300);
    const seen: object[] = [];
    const { container } = render(<Probe seen={seen} />);
    expect(container.textContent).toBe('xl,lg,md,sm');
    act(() => viewport(1250)); // no breakpoint crossed
    expect(seen).toHaveLength(1);
    act(() => viewport(500));
    expect(container.textContent).toBe('xs');
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen.slice(1)).size).toBe(1);
  });

  it("without refreshOnChange it does not render again on a resize, as antd's", () => {
    viewport(1300);
    const seen: object[] = [];
    render(<Probe seen={seen} refresh={false} />);
    act(() => viewport(500));
    expect(seen).toHaveLength(1);
  });

  it("is given to antd's modules for their useBreakpoint import, and to nobody else", () => {
    const resolve = antdFixes().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('./hooks/useBreakpoint', '/x/node_modules/antd/es/grid/row.js')).toMatch(/antd-fixes[\\/]breakpoint\.ts$/);
    expect(resolve('../grid/hooks/useBreakpoint', '/x/node_modules/antd/es/table/InternalTable.js')).toMatch(/breakpoint\.ts$/);
    expect(resolve('./hooks/useBreakpoint', '/app/src/components/x.tsx')).toBeNull();
    expect(resolve('./hooks/useBreakpointSomething', '/x/node_modules/antd/es/grid/row.js')).toBeNull();
  });
});
