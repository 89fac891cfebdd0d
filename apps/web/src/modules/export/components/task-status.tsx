import { EXPORT_STATUS, type ExportTask } from '@lc/shared';
import { Progress } from 'antd';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useLocale } from '@/lib/i18n';
import { useExportText } from '../export.text';

/** Queued or being written: the list reads itself again until neither holds. */
export const inFlight = (task: ExportTask) => task.status === EXPORT_STATUS.queued || task.status === EXPORT_STATUS.running;

/** The task's status; a failed one names its error on hover. */
export const TaskStatusTag = ({ task }: { task: ExportTask }) => (
  <StatusTag list="exportTask" code={task.status} title={task.error ?? undefined} />
);

export function TaskProgress({ task }: { task: ExportTask }) {
  const t = useExportText();
  const { locale } = useLocale();
  const percent = task.status === EXPORT_STATUS.done ? 100 : task.rowsTotal ? Math.floor((task.rowsWritten / task.rowsTotal) * 100) : 0;
  return (
    <div>
      <Progress
        percent={percent}
        size="small"
        status={task.status === EXPORT_STATUS.failed ? 'exception' : inFlight(task) ? 'active' : 'normal'}
        aria-label={`${t('progress')} ${percent}%`}
      />
      <span style={{ fontSize: 12, color: '#595959' }}>
        {t('rows', {
          written: task.rowsWritten.toLocaleString(locale),
          total: task.rowsTotal === null ? '?' : task.rowsTotal.toLocaleString(locale),
        })}
      </span>
    </div>
  );
}
