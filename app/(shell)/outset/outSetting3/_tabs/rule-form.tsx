'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import type { RuleRow } from '@/lib/contract/distributors';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import tabs from './tabs.module.css';
import { useCall } from './use-call';

/** A distributor's rule: which numbers (none: every number), which kinds, what share of the company's hold, and the caps. */
export function RuleForm({ distributorId }: { distributorId: number }) {
  const t = useTranslations('distributors');
  const { busy, outcome, run } = useCall();
  const [rule, setRule] = useState<RuleRow | null>(null);
  const [numbers, setNumbers] = useState('');
  const url = `/api/v1/distributors/rule/${distributorId}`;

  useEffect(() => {
    void run(() => requestJson<RuleRow>(url)).then((answer) => {
      if (!answer) return;
      setRule(answer);
      setNumbers(answer.Numbers.join(' '));
    });
  }, [run, url]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!rule) return;
    const body = {
      Numbers: numbers.split(/[\s,]+/).filter(Boolean),
      Big: rule.Big,
      Small: rule.Small,
      Unit: rule.Unit,
      Percent: Number(rule.Percent),
      CapBig: rule.CapBig,
      CapSmall: rule.CapSmall,
      CapUnit: rule.CapUnit,
    };
    const saved = await run(() => requestJson<{ Rule: RuleRow }>(url, { method: 'PUT', json: body }), t('ruleSaved'));
    if (saved) {
      setRule(saved.Rule);
      setNumbers(saved.Rule.Numbers.join(' '));
    }
  }
  if (!rule) return outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null;
  const id = (field: string) => `r${distributorId}-${field}`;
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} aria-labelledby={id('heading')}>
      <h4 id={id('heading')}>{t('rule')}</h4>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <div className={styles.field}>
        <label htmlFor={id('numbers')}>{t('ruleNumbers')}</label>
        <input id={id('numbers')} value={numbers} onChange={(event) => setNumbers(event.target.value)} aria-describedby={id('numbers-hint')} />
        <small id={id('numbers-hint')} className={styles.hint}>
          {t('ruleNumbersHint')}
        </small>
      </div>
      <fieldset className={styles.checks}>
        <legend>{t('ruleKinds')}</legend>
        {(['Big', 'Small', 'Unit'] as const).map((kind) => (
          <label key={kind} className={styles.check}>
            <input type="checkbox" checked={rule[kind]} onChange={(event) => setRule({ ...rule, [kind]: event.target.checked })} /> {t(kind === 'Big' ? 'big' : kind === 'Small' ? 'small' : 'unit')}
          </label>
        ))}
      </fieldset>
      <div className={tabs.inline}>
        <div className={styles.field}>
          <label htmlFor={id('percent')}>{t('rulePercent')}</label>
          <input id={id('percent')} inputMode="numeric" value={String(rule.Percent)} onChange={(event) => setRule({ ...rule, Percent: Number(event.target.value.replace(/\D/g, '') || '0') })} />
        </div>
        {(['CapBig', 'CapSmall', 'CapUnit'] as const).map((cap) => (
          <div key={cap} className={styles.field}>
            <label htmlFor={id(cap)}>{t(cap === 'CapBig' ? 'capBig' : cap === 'CapSmall' ? 'capSmall' : 'capUnit')}</label>
            <input id={id(cap)} inputMode="decimal" value={rule[cap]} onChange={(event) => setRule({ ...rule, [cap]: event.target.value })} />
          </div>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {t('saveRule')}
        </button>
      </div>
    </form>
  );
}
