import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NARROW_SCREEN, useMediaQuery, useNarrowScreen } from './use-media-query';

/** happy-dom's window, which lays its viewport out again when told to (and fires media query changes). */
const viewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });

function Probe({ renders }: { renders: boolean[] }) {
  const narrow = useNarrowScreen();
  renders.push(narrow);
  return <span>{narrow ? 'phone' : 'desk'}</span>;
}

describe('useMediaQuery', () => {
  it('knows the screen at the first render, so nothing renders twice to learn it', () => {
    viewport(500);
    const renders: boolean[] = [];
    const { container, unmount } = render(<Probe renders={renders} />);
    expect(container.textContent).toBe('phone');
    expect(renders).toEqual([true]);
    unmount();

    viewport(1366);
    const wide: boolean[] = [];
    render(<Probe renders={wide} />).unmount();
    expect(wide).toEqual([false]);
  });

  it('follows the screen when it is resized', () => {
    viewport(1366);
    const renders: boolean[] = [];
    const { container } = render(<Probe renders={renders} />);
    expect(container.textContent).toBe('desk');
    act(() => viewport(600));
    expect(container.textContent).toBe('phone');
    act(() => viewport(1200));
    expect(container.textContent).toBe('desk');
  });

  it('answers any query the same way (the narrow screen is 767.98 px and under)', () => {
    viewport(767);
    const seen: boolean[] = [];
    function Both() {
      seen.push(useMediaQuery(NARROW_SCREEN), useMediaQuery('(min-width: 768px)'));
      return null;
    }
    render(<Both />).unmount();
    expect(seen).toEqual([true, false]);
  });
});
