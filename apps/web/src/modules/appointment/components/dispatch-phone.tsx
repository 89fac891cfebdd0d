import { APPOINTMENT_MESSAGES, type AppointmentRow, type DispatchBoard } from '@lc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { labelled } from '@/lib/punctuation';
import { assignAppointment, refreshAppointments } from '../api/appointment-api';
import { useAppointmentText } from '../appointment.text';
import { kindName } from './appointment-labels';
import './dispatch-board.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The dispatch board on a phone (issue 32): the open appointments as cards led by the customer,
 * then each field person's day as a list. Dispatch is two taps: pick an appointment, then 派给 a
 * person whose day is in view. Nothing scrolls sideways.
 */
export function DispatchPhoneBoard({ board }: { board: DispatchBoard }) {
  const t = useAppointmentText();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const picked = board.open.find((r) => r.id === pickedId) ?? null;

  const assign = async (r: AppointmentRow, person: { id: number; name: string }) => {
    setBusy(true);
    try {
      await assignAppointment(r.id, person.id, r.version);
      void message.success(APPOINTMENT_MESSAGES.dispatched[locale]);
      setPickedId(null);
    } catch (error) {
      void message.error(errorText(error));
    }
    await refreshAppointments(client);
    setBusy(false);
  };

  return (
    <Flex vertical gap={12}>
      <section aria-labelledby="dispatch-open-heading">
        <Typography.Title level={5} id="dispatch-open-heading">
          {t('openTitle')}
        </Typography.Title>
        {board.open.length ? (
          <ul className="dispatch-phone-list" aria-label={t('openTitle')}>
            {board.open.map((r) => (
              <li key={r.id} data-testid="dispatch-open-card">
                <Card
                  size="small"
                  title={r.customerName}
                  extra={`${r.startTime}-${r.endTime}`}
                  className={r.id === pickedId ? 'picked' : undefined}
                >
                  <div>
                    <Link to={`/appoint/appointDetail?id=${r.id}`}>{r.billNo}</Link> {kindName(r.kind, locale)}
                  </div>
                  <div className="dispatch-phone-address">{r.address}</div>
                  <Button
                    block
                    type={r.id === pickedId ? 'primary' : 'default'}
                    aria-pressed={r.id === pickedId}
                    onClick={() => setPickedId(r.id === pickedId ? null : r.id)}
                  >
                    {r.id === pickedId ? t('picked') : t('pick')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <Empty description={t('noOpen')} />
        )}
      </section>
      {picked ? (
        <Alert
          className="dispatch-phone-picked"
          type="info"
          showIcon
          title={labelled(t('picked'), `${picked.customerName} ${picked.startTime}-${picked.endTime} ${picked.billNo}`)}
          description={t('pickPerson')}
        />
      ) : null}
      <section aria-labelledby="dispatch-people-heading">
        <Typography.Title level={5} id="dispatch-people-heading">
          {t('board')} {board.day}
        </Typography.Title>
        {board.people.length ? (
          <ul className="dispatch-phone-list" aria-label={t('board')}>
            {board.people.map((p) => (
              <li key={p.id} data-testid={`board-person-${p.id}`}>
                <Card size="small" title={p.name}>
                  {p.visits.length ? (
                    <ul className="dispatch-phone-day" aria-label={`${p.name} ${board.day}`}>
                      {p.visits.map((v) => (
                        <li key={v.id}>
                          <strong>{`${v.startTime}-${v.endTime}`}</strong> {kindName(v.kind, locale)} {v.billNo}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Typography.Text type="secondary">{t('freeAllDay')}</Typography.Text>
                  )}
                  {picked ? (
                    <Button block type="primary" disabled={busy} onClick={() => void assign(picked, p)} style={{ marginTop: 8 }}>
                      {t('assignToPerson', { name: p.name })}
                    </Button>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('noPeople')}</p>
        )}
      </section>
    </Flex>
  );
}
