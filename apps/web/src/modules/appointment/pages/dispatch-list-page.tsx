import { shanghaiWallClock } from '@lc/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Spin } from 'antd';
import { useNarrowScreen } from '@/lib/use-media-query';
import { useSearchParams } from 'react-router';
import { AdaptiveDatePicker } from '@/components/date-picker/adaptive-date-picker';
import { PageHeader } from '@/components/page-header/page-header';
import { dispatchBoardQuery } from '../api/appointment-api';
import { useAppointmentText } from '../appointment.text';
import { DispatchBoardGrid } from '../components/dispatch-board';
import { DispatchOpenTable } from '../components/dispatch-open-table';
import { DispatchPhoneBoard } from '../components/dispatch-phone';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /dispatch/dispatchList (role 35): the day board of field staff and the day's appointments awaiting dispatch. */
export default function DispatchListPage() {
  const t = useAppointmentText();
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = DAY.test(asked) ? asked : shanghaiWallClock(new Date()).slice(0, 10);
  const board = useQuery(dispatchBoardQuery(day));
  // Under 768 px, as the lists turn into cards: a day list per person instead of the time grid.
  const phone = useNarrowScreen();

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader title={t('dispatchTitle')} />
      <Card size="small">
        <AdaptiveDatePicker
          aria-label={t('day')}
          label={t('day')}
          value={day}
          onChange={(v) => v && setParams({ day: v })}
          style={{ width: phone ? '100%' : 180 }}
        />
      </Card>
      {board.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {board.data && phone ? (
        <DispatchPhoneBoard key={day} board={board.data} />
      ) : board.data ? (
        <>
          <Card size="small" title={t('board')}>
            <DispatchBoardGrid board={board.data} />
          </Card>
          <Card size="small" title={t('openTitle')}>
            <DispatchOpenTable key={day} board={board.data} />
          </Card>
        </>
      ) : board.isError ? null : (
        <Spin style={{ display: 'block', margin: 24 }} />
      )}
    </Space>
  );
}
