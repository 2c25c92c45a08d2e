'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox, type AlertKind } from '@/app/_components/widgets/alert-box';
import { DrawDatePicker, type DrawOption } from '@/app/_components/widgets/draw-date-picker';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { USER_ZERO_ID, type PickerUser } from '@/lib/domain/user-picker';
import { downloadAra, type ExportCall } from '@/lib/client/ara-download';
import { useFailureText } from './use-failure-text';
import buttons from '@/app/_components/buttons.module.css';
import styles from './bet-upload.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface AraExportProps {
  locId: string;
  draws: readonly DrawOption[];
  /** The users the caller may narrow the export to ("0 - All" is everyone in reach). */
  users: readonly PickerUser[];
  /** The name when the answer names none (exported.ara). */
  fileName: string;
  maxBytes: number;
}

const EXPORTS: readonly { call: ExportCall; key: 'bets' | 'details' | 'intake' }[] = [
  { call: 'bet/page/exportAra', key: 'bets' },
  { call: 'bet/page/exportDetailsAra', key: 'details' },
  { call: 'bet/page/exportIntakeAra', key: 'intake' },
];

/** The ARA exports of a draw's bets (POST bet/page/export…Ara, blob downloads), for everyone or one user. */
export function AraExport({ locId, draws, users, fileName, maxBytes }: AraExportProps) {
  const t = useTranslations('betUpload.export');
  const failureText = useFailureText(maxBytes);
  const id = useId();
  const [drawId, setDrawId] = useState<number | null>(draws[0]?.DrawId ?? null);
  const [userId, setUserId] = useState<string | null>(USER_ZERO_ID);
  const [running, setRunning] = useState<ExportCall | null>(null);
  const [outcome, setOutcome] = useState<{ kind: AlertKind; text: string } | null>(null);

  async function download(call: ExportCall) {
    if (drawId === null) {
      setOutcome({ kind: 'error', text: t('drawRequired') });
      return;
    }
    setRunning(call);
    setOutcome(null);
    try {
      const body = { DrawId: drawId, UserId: userId && userId !== USER_ZERO_ID ? userId : undefined };
      setOutcome({ kind: 'success', text: t('downloaded', { file: await downloadAra(locId, call, body, fileName) }) });
    } catch (error) {
      const text = failureText(error);
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setRunning(null);
    }
  }

  return (
    <section className={`${shared.section} ${shared.fitted}`} aria-labelledby={`${id}-title`} data-testid="ara-export">
      <h2 id={`${id}-title`} className={shared.heading}>
        {t('title')}
      </h2>
      <div className={styles.fields}>
        <DrawDatePicker draws={draws} value={drawId} onChange={(value) => setDrawId(value)} label={t('draw')} />
        <UserPicker users={users} value={userId} onChange={setUserId} includeUserZero label={t('user')} />
      </div>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <div className={styles.actions} role="group" aria-label={t('downloads')}>
        {EXPORTS.map(({ call, key }) => (
          <button key={call} type="button" className={buttons.secondary} disabled={running !== null} aria-busy={running === call} onClick={() => void download(call)}>
            {running === call ? t('downloading') : t(key)}
          </button>
        ))}
      </div>
    </section>
  );
}
