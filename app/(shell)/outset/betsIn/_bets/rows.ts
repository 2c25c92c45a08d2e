import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-table';
import type { BetsInAnswer } from '@/lib/contract/outset';

type Share = BetsInAnswer['Rows'][number]['From'][number];
type Translate = (key: string, values?: Record<string, string>) => string;

/** The columns of Bets In (Choice 1: From) or Bets Out (Choice 2: Holders), by game. */
export function betsColumns(t: Translate, game: '4D' | 'TT', choice: '1' | '2'): ReportColumn[] {
  const kinds = game === 'TT' ? ['Unit'] : ['Big', 'Small'];
  const money = (stage: string) => kinds.map((kind): ReportColumn => ({ key: `${kind}${stage}`, label: t(`columns.${kind}${stage}`), kind: 'money' }));
  return [
    { key: 'Number', label: t('columns.Number'), kind: 'text' },
    ...money('In'),
    ...money('Intake'),
    ...money('Out'),
    { key: 'Who', label: t(choice === '1' ? 'columns.From' : 'columns.Holders'), kind: 'text' },
  ];
}

/** One text per share: "agent1 Big 23.00 Small 0.00" (4D) or "agent1 Unit 2.00" (Toto). */
function shareText(t: Translate, game: '4D' | 'TT', share: Share): string {
  return game === 'TT' ? t('shareTT', { userId: share.UserId, unit: share.Unit }) : t('share4D', { userId: share.UserId, big: share.Big, small: share.Small });
}

export function betsRows(t: Translate, game: '4D' | 'TT', answer: BetsInAnswer): ReportRow[] {
  return answer.Rows.map((row) => {
    const { From, Holders, ...figures } = row;
    const who = answer.Choice === '1' ? From : Holders;
    return { ...figures, Who: who.map((share) => shareText(t, game, share)).join('; ') };
  });
}
