'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { requestJson } from '@/lib/client/http';
import { handleApiFailure } from '@/lib/client/api-failure';
import { ApiError } from '@/lib/http/api-error';
import type { PlacedText, PlacedTicket } from '@/lib/contract/bets';
import type { BetSettings } from '@/lib/contract/bet-listings';
import type { BetUser } from '@/lib/contract/members';
import { creditCovers } from '@/lib/domain/bet-grid';
import { formatDollars } from '@/lib/domain/money';
import { BetTextBox } from './bet-text-box';
import { FourDGrid, TotoGrid, type GridSubmit } from './bet-grids';
import { DrawSelect } from './draw-select';
import { newIdempotencyKey } from '@/lib/client/idempotency';
import { TicketResult } from './ticket-result';
import styles from './place-bets.module.css';

export interface PlaceBetsProps {
  game: '4D' | 'TT';
  locId: string;
  /** Grid rows shown: 10 on a desktop, 20 on the mobile form, fewer for Toto entries. */
  rowCount: number;
  /** The mobile form: one column, bigger touch targets. */
  compact?: boolean;
  /** The signed-in user: a member places for itself; others choose a member. */
  self: { userId: string; member: boolean; creditLeft: string };
  users: BetUser[];
  settings: Pick<BetSettings, 'OpenDraws' | 'MaxBetsPerTicket'>;
}

/** What a submit sends: the grid's bets or the bet text, with the chosen member and draw. */
type Outcome = { kind: 'placed'; tickets: PlacedTicket[]; ignored: PlacedText['Ignored'] } | { kind: 'error'; text: string } | null;

/**
 * The place-bets page: the member and the draw, a grid of bets and a bet-text box with its
 * live preview, each showing its cost against CreditLeft, and the ticket after placing. A submission
 * keeps its idempotency key until it succeeds or its bets change, so a retry never places twice.
 */
export function PlaceBets({ game, locId, rowCount, compact = false, self, users, settings }: PlaceBetsProps) {
  const t = useTranslations('placeBets');
  const tApp = useTranslations('app');
  const router = useRouter();
  const members = useMemo(() => users.filter((user) => user.Role === 'MEM' && user.CanPlaceBet), [users]);
  const [userId, setUserId] = useState<string | null>(self.member ? self.userId : null);
  const [drawId, setDrawId] = useState<number | null>(settings.OpenDraws[0]?.DrawId ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** CreditLeft of the member the bets are for: the own profile's, or the picked member's when known. */
  const chosen = members.find((user) => user.UserId === userId);
  const creditLeft = self.member ? self.creditLeft : (chosen?.CreditLeft ?? null);

  /** Refusals before anything is sent, in the order a user fixes them. */
  function blocker(total: string, count: number): string | null {
    if (!userId) return t('chooseMemberFirst');
    if (count === 0) return t('noBets');
    if (count > settings.MaxBetsPerTicket) return t('tooManyBets', { max: settings.MaxBetsPerTicket });
    if (creditLeft !== null && !creditCovers(creditLeft, total)) {
      return t('notEnoughCredit', { total: formatDollars(total), creditLeft: formatDollars(creditLeft) });
    }
    return null;
  }

  async function send(request: () => Promise<Outcome>): Promise<boolean> {
    setSubmitting(true);
    setOutcome(null);
    try {
      const result = await request();
      setOutcome(result);
      // The header's CreditLeft and anything else on the page come again from the server.
      router.refresh();
      return true;
    } catch (error) {
      const limit = error instanceof ApiError ? error.body.limit : undefined;
      const text = limit
        ? t('limitReached', { number: limit.Number, left: limit.Left, type: limit.BetType })
        : handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  const placeGrid: GridSubmit = async (bets, total, key) => {
    const problem = drawId === null ? t('chooseDrawFirst') : blocker(total, bets.length);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return false;
    }
    return send(async () => {
      const ticket = await requestJson<PlacedTicket>(`/api/v1/bet?LocId=${encodeURIComponent(locId)}`, {
        method: 'POST',
        json: { UserId: userId, DrawId: drawId, IdempotencyKey: key, Bets: bets },
      });
      return { kind: 'placed', tickets: [ticket], ignored: [] };
    });
  };

  async function placeText(text: string, total: string, count: number, hasDayCode: boolean, key: string): Promise<boolean> {
    const problem = !hasDayCode && drawId === null ? t('chooseDrawFirst') : blocker(total, count);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return false;
    }
    return send(async () => {
      const placed = await requestJson<PlacedText>(`/api/v1/bet/t?LocId=${encodeURIComponent(locId)}`, {
        method: 'POST',
        json: { UserId: userId ?? undefined, Text: text, IdempotencyKey: key, DrawId: hasDayCode ? undefined : (drawId ?? undefined) },
      });
      return { kind: 'placed', tickets: placed.Tickets, ignored: placed.Ignored };
    });
  }

  return (
    <div className={`${styles.page} ${compact ? styles.compact : ''}`} data-game={game}>
      <section className={styles.target} aria-label={t('target')}>
        {self.member ? (
          <p className={styles.member}>
            {t('member')}: <strong data-testid="bet-member">{self.userId}</strong>
          </p>
        ) : (
          <UserPicker users={members} value={userId} onChange={setUserId} label={t('member')} name="UserId" />
        )}
        <DrawSelect draws={settings.OpenDraws} value={drawId} onChange={setDrawId} />
        <p className={styles.credit} data-testid="bet-credit-left">
          {t('creditLeft')}: {creditLeft === null ? t('creditUnknown') : formatDollars(creditLeft)}
        </p>
      </section>

      {outcome?.kind === 'error' ? <AlertBox kind="error">{outcome.text}</AlertBox> : null}
      {outcome?.kind === 'placed' ? <TicketResult tickets={outcome.tickets} ignored={outcome.ignored} /> : null}

      {game === '4D' ? (
        <FourDGrid rowCount={rowCount} creditLeft={creditLeft} submitting={submitting} onSubmit={placeGrid} newKey={newIdempotencyKey} />
      ) : (
        <TotoGrid rowCount={rowCount} creditLeft={creditLeft} submitting={submitting} onSubmit={placeGrid} newKey={newIdempotencyKey} />
      )}
      <BetTextBox location={locId} creditLeft={creditLeft} submitting={submitting} onSubmit={placeText} newKey={newIdempotencyKey} />
    </div>
  );
}
