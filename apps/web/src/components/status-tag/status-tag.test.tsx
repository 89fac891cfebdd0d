import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n';
import { StatusTag } from './status-tag';
import { TONE_STYLE } from './status-tone';
import { statusFilterOptions } from './use-status-dictionary';

describe('StatusTag', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it('shows the dictionary label in the UI language, in its tone, and follows a language switch', () => {
    render(<StatusTag list="grant" code={33} data-testid="tag" />);
    const tag = screen.getByTestId('tag');
    expect(tag.textContent).toBe('财务驳回');
    expect(tag.style.color).toBe(TONE_STYLE.error.color);
    act(() => setLocale('en-US'));
    expect(screen.getByTestId('tag').textContent).toBe('Finance rejected');
  });

  it('shows a code the list lacks as itself, in grey', () => {
    render(<StatusTag list="bill" code={7} data-testid="tag" />);
    expect(screen.getByTestId('tag').textContent).toBe('7');
    expect(screen.getByTestId('tag').style.color).toBe(TONE_STYLE.neutral.color);
  });
});

describe('statusFilterOptions', () => {
  it('gives the filter bar string values in the list order, optionally a subset', () => {
    expect(statusFilterOptions('bill', 'zh-CN').map((o) => o.value)).toEqual(['0', '1', '2', '3', '4', '9']);
    expect(statusFilterOptions('flowResult', 'en-US', ['approve', 'reject'])).toEqual([
      { value: 'approve', label: 'Approved' },
      { value: 'reject', label: 'Rejected' },
    ]);
  });
});
