import { type BoardVisit, type DispatchBoard, VISIT_TIMES, windowsOverlap } from '@lc/shared';
import { useLocale } from '@/lib/i18n';
import { useAppointmentText } from '../appointment.text';
import { kindName } from './appointment-labels';
import './dispatch-board.css';

// Half-hour slots: every grid time but the day's end.
const SLOTS = VISIT_TIMES.slice(0, -1).map((start, i) => ({ startTime: start, endTime: VISIT_TIMES[i + 1]! }));

/** The day's time grid: one row per field person, one cell per half hour, taken or free. */
export function DispatchBoardGrid({ board }: { board: DispatchBoard }) {
  const t = useAppointmentText();
  const { locale } = useLocale();
  const visitAt = (visits: BoardVisit[], slot: (typeof SLOTS)[number]) => visits.find((v) => windowsOverlap(v, slot));
  if (!board.people.length) return <p>{t('noPeople')}</p>;

  return (
    <div className="dispatch-board" tabIndex={0} role="region" aria-label={t('board')}>
      <table>
        <caption className="sr-only">{`${t('board')} ${board.day}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t('people')}</th>
            {SLOTS.map((s) => (
              <th scope="col" key={s.startTime}>
                {s.startTime.endsWith(':00') ? s.startTime.slice(0, 2) : <span className="sr-only">{s.startTime}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.people.map((p) => (
            <tr key={p.id} data-testid={`board-person-${p.id}`}>
              <th scope="row">{p.name}</th>
              {SLOTS.map((s) => {
                const visit = visitAt(p.visits, s);
                const text = visit
                  ? `${s.startTime} ${t('busy')}: ${visit.startTime}-${visit.endTime} ${kindName(visit.kind, locale)} ${visit.billNo}`
                  : `${s.startTime} ${t('free')}`;
                return (
                  <td key={s.startTime} className={visit ? 'busy' : 'free'} title={text}>
                    <span className="sr-only">{text}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
