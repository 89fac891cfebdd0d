import type { BillReturnNote, DraftRow } from '@lc/shared';
import { NONE_SHOWN } from '@lc/shared';
import { Typography } from 'antd';
import { useLocale } from '@/lib/i18n';
import { nodeTitle, shanghaiTime } from '../bill-format';
import { useBillText } from '../bill.text';
import type { BillListExtra } from './bill-list';

/** Why a bill is back in the draft box: the approver's reason (who, where, when), or the applicant's own withdrawal. */
export function ReturnNote({ note }: { note: BillReturnNote | null }) {
  const t = useBillText();
  const { locale } = useLocale();
  if (!note) return NONE_SHOWN;
  const who =
    note.action === 'withdraw'
      ? t('withdrawnByApplicant')
      : t('returnedBy', { who: note.actorName, node: nodeTitle(note.fromNode, locale) });
  return (
    <div data-testid="return-note">
      {note.comment ? <div>{note.comment}</div> : null}
      <Typography.Text type="secondary">
        {who} · {shanghaiTime(note.at)}
      </Typography.Text>
    </div>
  );
}

/** The draft box's column (and phone-card field) for the return note, after the status. */
export function useReturnNoteColumn(): BillListExtra<DraftRow> {
  const t = useBillText();
  return {
    columns: [{ title: t('returnNote'), key: 'returnNote', width: 220, render: (_, r) => <ReturnNote note={r.returnNote} /> }],
    cardFields: (r) => (r.returnNote ? [{ label: t('returnNote'), value: <ReturnNote note={r.returnNote} /> }] : []),
  };
}
