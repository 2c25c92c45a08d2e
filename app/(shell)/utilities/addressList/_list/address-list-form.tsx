'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SubmitRow } from '@/app/_components/form/submit-row';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { Outcome } from '@/app/_components/form/outcome';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { ADDRESS_LIST_LOCK_OUT_MESSAGE } from '@/lib/contract/constants';
import { addressLines, MAX_ADDRESS_ENTRIES } from '@/lib/domain/address-lines';
import { ApiError } from '@/lib/http/api-error';
import styles from '@/app/_components/form/sections.module.css';
import list from './address-list.module.css';

export interface AddressListFormProps {
  siteName: string;
  /** Every host of the site: the list is saved under each. */
  hosts: string[];
  entries: string[];
}

interface Problems {
  lines: { line: number; text: string }[];
  tooMany: boolean;
}

const NO_PROBLEMS: Problems = { lines: [], tooMany: false };

/**
 * One site's list, one entry a line (an address or a CIDR range). Each line is checked here first, as
 * the platform will; a refusal keeps everything typed. An empty list admits every address.
 */
export function AddressListForm({ siteName, hosts, entries }: AddressListFormProps) {
  const t = useTranslations('addressList');
  const tApp = useTranslations('app');
  const [text, setText] = useState(entries.join('\n'));
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = addressLines(text);
    const rows = text.split(/\r?\n/);
    const found = { lines: typed.badLines.map((line) => ({ line, text: rows[line - 1]?.trim() ?? '' })), tooMany: typed.tooMany };
    setProblems(found);
    setOutcome(null);
    if (found.lines.length > 0 || found.tooMany) return;
    setBusy(true);
    try {
      const saved = await requestJson<{ Entries: string[] }>('/api/v1/addressList', { method: 'POST', json: { SiteHosts: hosts, Entries: typed.entries } });
      setText(saved.Entries.join('\n'));
      setOutcome({ kind: 'success', text: saved.Entries.length ? t('saved', { site: siteName, count: saved.Entries.length }) : t('cleared', { site: siteName }) });
    } catch (error) {
      if (error instanceof ApiError && error.body.message === ADDRESS_LIST_LOCK_OUT_MESSAGE) {
        setOutcome({ kind: 'error', text: t('lockOut') });
        return;
      }
      const message = handleApiFailure(error, tApp('genericError'));
      if (message !== null) setOutcome({ kind: 'error', text: message });
    } finally {
      setBusy(false);
    }
  }

  const invalid = problems.lines.length > 0 || problems.tooMany;
  return (
    <section className={styles.section}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-label={t('formLabel', { site: siteName })}>
        <div className={`${styles.field} ${list.wrap}`}>
          <label htmlFor="address-list-entries">{t('entries', { site: siteName })}</label>
          <textarea
            id="address-list-entries"
            className={list.entries}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby="address-list-hint address-list-errors"
          />
          <small id="address-list-hint" className={styles.hint}>
            {t('hint', { max: MAX_ADDRESS_ENTRIES })}
          </small>
          <div id="address-list-errors" className={styles.error} role={invalid ? 'alert' : undefined}>
            {problems.tooMany ? <p>{t('tooMany', { max: MAX_ADDRESS_ENTRIES })}</p> : null}
            {problems.lines.length ? (
              <ul className={list.lines}>
                {problems.lines.map(({ line, text: entry }) => (
                  <li key={line}>{t('badLine', { line, entry })}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <p className={`${styles.hint} ${list.wrap}`}>{t('hosts', { hosts: hosts.join(', ') })}</p>
        <SubmitRow busy={busy} label={t('save')} busyLabel={t('saving')} />
      </form>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
    </section>
  );
}
