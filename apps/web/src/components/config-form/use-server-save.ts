import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { type NamePath, showServerError } from './server-error';

/**
 * A form's save against the server: `saving` while it runs; a refusal shows under its field, or
 * comes back as `problem` for the form to show above its buttons (showServerError). Forms with
 * checks of their own refuse through `setProblem`.
 */
export function useServerSave(form: FormInstance, nameOf?: (field: string) => NamePath) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCallback(
    async (save: () => Promise<void>) => {
      setSaving(true);
      setProblem(null);
      try {
        await save();
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
