import { MORTGAGE_FLOW_MESSAGES } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { useServerSave } from '@/components/config-form/use-server-save';
import { useLocale } from '@/lib/i18n';
import { refreshMortgageFlow } from '../api/mortgage-flow-api';

/**
 * A mortgage-flow form's save: the write, its message, the flow's lists and details read again,
 * then on to the page that follows; a refusal stays on the form as `problem`.
 */
export function useMortgageFlowSave(form: FormInstance) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { run, saving, problem } = useServerSave(form);
  const save = (write: () => Promise<unknown>, done: keyof typeof MORTGAGE_FLOW_MESSAGES, next: string) =>
    run(async () => {
      await write();
      await refreshMortgageFlow(client);
      navigate(next);
    }, MORTGAGE_FLOW_MESSAGES[done][locale]);
  return { save, saving, problem, navigate };
}
