import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { ReportTable } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { chosenDraw, drawDateText } from '@/lib/domain/tickets';
import { fullNumbersOf, numberLimitsOf } from '@/lib/platform-client/outset';
import { reportUsersOf } from '@/lib/platform-client/reports';
import { drawsOf } from '@/lib/platform-client/tickets';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { listing } from '@/app/(shell)/_shell/page-context';
import { JobForm } from '../outSetting/_outset/job-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('outsetSettings.setting2');
  return { title: t('title') };
}

/**
 * /outset/outSetting2, Out Setting 2 (OutSet; docs/decisions/outset.md): an agent's own eat limits on single
 * numbers (they win over its default), the job that sets or removes them from a rule, and the numbers
 * of the current draw whose In reaches (Full) or passes (Exceed) the agent's limit.
 */
export default async function OutSetting2Page({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage('/outset/outSetting2');
  const game = session.auth.prefix === 'tt' ? 'TT' : '4D';
  const params = await searchParams;
  const [users, draws, t] = await Promise.all([
    reportUsersOf(session).catch(handlePageError),
    drawsOf(session).catch(handlePageError),
    getTranslations('outsetSettings.setting2'),
  ]);
  const agents = users.filter((user) => user.Role === 'AG');
  const asked = firstParam(params.UserId, 32);
  const agent = agents.find((user) => user.UserId === asked) ?? agents[0];
  const draw = chosenDraw(draws, firstParam(params.DrawId, 12) || undefined, new Date());
  const [limits, full, exceed] = agent
    ? await Promise.all([
        listing(numberLimitsOf(session, agent.UserId)),
        draw ? listing(fullNumbersOf(session, draw.DrawId, agent.UserId, false)) : null,
        draw ? listing(fullNumbersOf(session, draw.DrawId, agent.UserId, true)) : null,
      ])
    : [null, null, null];
  const kinds = game === 'TT' ? ['Unit'] : ['Big', 'Small'];
  const fullColumns = [
    { key: 'Number', label: t('columns.Number'), kind: 'text' as const },
    { key: 'KindLabel', label: t('columns.Kind'), kind: 'text' as const },
    { key: 'In', label: t('columns.In'), kind: 'money' as const },
    { key: 'Limit', label: t('columns.Limit'), kind: 'money' as const },
    { key: 'Over', label: t('columns.Over'), kind: 'money' as const },
  ];
  const fullRows = (rows: { Number: string; Kind: 'Big' | 'Small' | 'Unit'; In: string; Limit: string; Over: string }[]) =>
    rows.map((row) => ({ ...row, KindLabel: t(`kinds.${row.Kind}`) }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
        <form method="get" action="/outset/outSetting2" className={styles.form}>
          <input type="hidden" name="LocId" value={session.auth.locId} />
          <div className={styles.row}>
            <label className={styles.field}>
              <span>{t('agent')}</span>
              <select name="UserId" defaultValue={agent?.UserId ?? ''}>
                {agents.map((user) => (
                  <option key={user.UserId} value={user.UserId}>
                    {user.UserName ? `${user.UserId} - ${user.UserName}` : user.UserId}
                  </option>
                ))}
              </select>
            </label>
            <div className={styles.actions}>
              <button type="submit" className={buttons.secondaryButton}>
                {t('show')}
              </button>
            </div>
          </div>
        </form>
      </PageHeader>
      {agent ? null : <p className={styles.note}>{t('noAgents')}</p>}
      {game === 'TT' ? <p className={styles.note}>{t('fourDOnly')}</p> : null}
      {agent && game === '4D' ? <JobForm key={agent.UserId} kind="PROCESS2" game={game} users={agents} userId={agent.UserId} /> : null}
      {limits?.problem ? <AlertBox kind="error">{limits.problem}</AlertBox> : null}
      {agent && limits?.data ? (
        <section className={styles.section}>
          <h2 className={styles.heading}>{t('ownHeading', { userId: agent.UserId })}</h2>
          <ReportTable
            columns={[
              { key: 'Number', label: t('columns.Number'), kind: 'text' },
              ...kinds.map((kind) => ({ key: kind, label: t(`columns.${kind}`), kind: 'text' as const })),
              { key: 'UpdatedBy', label: t('columns.UpdatedBy'), kind: 'text' },
            ]}
            rows={limits.data.map((row) => ({ Number: row.Number, Big: row.Big ?? t('default'), Small: row.Small ?? t('default'), Unit: row.Unit ?? t('default'), UpdatedBy: row.UpdatedBy }))}
            caption={t('ownCaption', { userId: agent.UserId })}
            fileName={`out-setting-2-${agent.UserId}`}
            initialSort={{ field: 'Number', direction: 'asc' }}
          />
        </section>
      ) : null}
      {agent && draw ? (
        <>
          {[
            { answer: full, heading: 'fullHeading', file: 'full' },
            { answer: exceed, heading: 'exceedHeading', file: 'exceed' },
          ].map(({ answer, heading, file }) => (
            <section key={file} className={styles.section}>
              <h2 className={styles.heading}>{t(heading, { userId: agent.UserId, drawDate: drawDateText(draw.DrawDate) })}</h2>
              {answer?.problem ? <AlertBox kind="error">{answer.problem}</AlertBox> : null}
              {answer?.data ? (
                <ReportTable
                  columns={fullColumns}
                  rows={fullRows(answer.data.Rows)}
                  caption={t(heading, { userId: agent.UserId, drawDate: drawDateText(draw.DrawDate) })}
                  fileName={`out-setting-2-${file}-${draw.DrawDate}`}
                  initialSort={{ field: 'Number', direction: 'asc' }}
                />
              ) : null}
            </section>
          ))}
        </>
      ) : null}
    </div>
  );
}
