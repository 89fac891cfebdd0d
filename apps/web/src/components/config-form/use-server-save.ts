import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/feedback';
import { type NamePath, showServerError } from './server-error';

/**
 * What a save says once it succeeded (issue 29: a success message after every write, said by the
 * shared piece, not left to each page): its text, or one chosen from the save's result (null:
 * nothing was saved, the page refused it itself), or SAID_ON_PAGE when the page shows the outcome
 * in its own way (a result panel, a channel's verdict).
 */
export type Said<T> = string | ((result: T) => string | null) | typeof SAID_ON_PAGE;
export const SAID_ON_PAGE = null;

/**
 * A form's save against the server: `saving` while it runs; then the success message, or a
 * refusal under its field or back as `problem` for the form to show above its buttons
 * (showServerError). Forms with checks of their own refuse through `setProblem`.
 */
export function useServerSave(form: FormInstance, nameOf?: (field: string) => NamePath) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCallback(
    async <T>(save: () => Promise<T>, said: Said<T>) => {
      setSaving(true);
      setProblem(null);
      try {
        const result = await save();
        const text = typeof said === 'function' ? said(result) : said;
        if (text) toast.success(text);
      } catch (error) {
        setProblem(showServerError(form, error, nameOf));
      } finally {
        setSaving(false);
      }
    },
    [form, nameOf],
  );
  return { run, saving, problem, setProblem };
}
