import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { dateRangeProblem } from '@/lib/contract/common';
import { SMS_REPORT_MAX_DAYS, type SmsReport, type SmsReportSum } from '@/lib/contract/sms-send';
import { addDays, formatShownDate, formatShownDateTime, isOperatorDate, operatorDate } from '@/lib/domain/operator-time';
import { smsReportOf, smsReportSumOf } from '@/lib/platform-client/sms-send';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { MessageTable } from '../_send/message-table';
import view from '../_send/notice-sender.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('smsPages.report');
  return { title: t('title') };
}

const DEFAULT_DAYS = 7;
const AGENT = /^[A-Za-z0-9_.-]{1,32}$/;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * /sms/smsReport (agents and admins): the location's messages in and out per operator day and agent,
 * with the outbound ones by status, over a date range (the last week by default); a row opens that
 * day's messages of that agent. An agent sees its subtree's only (the platform's rule).
 */
export default async function SmsReportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session } = await requirePage('/sms/smsReport');
  const query = await searchParams;
  const t = await getTranslations('smsPages.report');
  const today = operatorDate(new Date());
  const to = isOperatorDate(one(query.To)) ? one(query.To) : today;
  const from = isOperatorDate(one(query.From)) ? one(query.From) : addDays(to, 1 - DEFAULT_DAYS);
  const agentFilter = AGENT.test(one(query.AgentId)) ? one(query.AgentId) : undefined;
  const problem = dateRangeProblem(from, to, SMS_REPORT_MAX_DAYS, { from: 'From', to: 'To' });
  const day = isOperatorDate(one(query.Date)) ? one(query.Date) : null;
  const dayAgent = typeof query.Agent === 'string' && (query.Agent === '' || AGENT.test(query.Agent)) ? query.Agent : undefined;

  let sum: SmsReportSum | null = null;
  let details: SmsReport | null = null;
  if (!problem) {
    [sum, details] = await Promise.all([
      smsReportSumOf(session, { From: from, To: to, AgentId: agentFilter }).catch(handlePageError),
      day ? smsReportOf(session, { Date: day, AgentId: dayAgent }).catch(handlePageError) : Promise.resolve(null),
    ]);
  }
  const agentText = (agentId: string) => (agentId === '' ? t('unregistered') : agentId);
  const detailHref = (date: string, agentId: string) => `/sms/smsReport?${new URLSearchParams({ From: from, To: to, ...(agentFilter ? { AgentId: agentFilter } : {}), Date: date, Agent: agentId }).toString()}`;

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <form className={styles.form} method="get" action="/sms/smsReport">
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="sms-report-from">{t('from')}</label>
            <input id="sms-report-from" name="From" type="date" defaultValue={from} required />
          </div>
          <div className={styles.field}>
            <label htmlFor="sms-report-to">{t('to')}</label>
            <input id="sms-report-to" name="To" type="date" defaultValue={to} required aria-invalid={problem ? true : undefined} />
          </div>
          <div className={styles.field}>
            <label htmlFor="sms-report-agent">{t('agent')}</label>
            <input id="sms-report-agent" name="AgentId" type="text" maxLength={32} defaultValue={agentFilter ?? ''} autoComplete="off" />
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton}>
            {t('show')}
          </button>
        </div>
      </form>
      {problem ? <AlertBox kind="error">{t('badRange', { days: SMS_REPORT_MAX_DAYS })}</AlertBox> : null}
      {sum ? (
        <section className={styles.section} aria-labelledby="sms-report-sum">
          <h2 id="sms-report-sum" className={styles.heading}>
            {t('sumTitle', { from: formatShownDate(from), to: formatShownDate(to) })}
          </h2>
          {sum.Rows.length === 0 ? <p className={styles.note}>{t('empty')}</p> : null}
          <MessageTable
            labelledBy="sms-report-sum"
            testId="sms-report-sum"
            columns={[
              { label: t('date') },
              { label: t('agent') },
              ...(['in', 'out', 'queued', 'sent', 'failed'] as const).map((key) => ({ label: t(key), numeric: true })),
            ]}
            foot={
              <tfoot>
                <tr data-testid="sms-report-total">
                  <th scope="row" colSpan={2}>
                    {t('total')}
                  </th>
                  <td className={view.number}>{sum.Total.In}</td>
                  <td className={view.number}>{sum.Total.Out}</td>
                  <td className={view.number}>{sum.Total.Queued}</td>
                  <td className={view.number}>{sum.Total.Sent}</td>
                  <td className={view.number}>{sum.Total.Failed}</td>
                </tr>
              </tfoot>
            }
          >
            {sum.Rows.map((row) => (
              <tr key={`${row.Date} ${row.AgentId}`} data-agent={row.AgentId}>
                <td>
                  <Link href={detailHref(row.Date, row.AgentId)}>{formatShownDate(row.Date)}</Link>
                </td>
                <td>{agentText(row.AgentId)}</td>
                <td className={view.number}>{row.In}</td>
                <td className={view.number}>{row.Out}</td>
                <td className={view.number}>{row.Queued}</td>
                <td className={view.number}>{row.Sent}</td>
                <td className={view.number}>{row.Failed}</td>
              </tr>
            ))}
          </MessageTable>
        </section>
      ) : null}
      {details && day ? (
        <section className={styles.section} aria-labelledby="sms-report-day">
          <h2 id="sms-report-day" className={styles.heading}>
            {dayAgent === undefined ? t('dayTitle', { date: formatShownDate(day) }) : t('dayAgentTitle', { date: formatShownDate(day), agent: agentText(dayAgent) })}
          </h2>
          {details.Truncated ? <p className={styles.note}>{t('truncated', { count: details.Messages.length })}</p> : null}
          {details.Messages.length === 0 ? <p className={styles.note}>{t('noMessages')}</p> : null}
          <MessageTable labelledBy="sms-report-day" testId="sms-report-messages" columns={(['time', 'direction', 'user', 'peer', 'status', 'text'] as const).map((key) => ({ label: t(key) }))}>
            {details.Messages.map((message) => (
              <tr key={message.Id} data-status={message.Status}>
                <td>{formatShownDateTime(message.CreatedAt)}</td>
                <td>{message.Direction === 'IN' ? t('in') : t('out')}</td>
                <td>{message.UserId ?? t('unregistered')}</td>
                <td>{message.Peer}</td>
                <td>{t(`statuses.${message.Status}`)}</td>
                <td className={view.wrap}>{message.Text}</td>
              </tr>
            ))}
          </MessageTable>
        </section>
      ) : null}
    </div>
  );
}
