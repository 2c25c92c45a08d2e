'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SubmitRow } from '@/app/_components/form/submit-row';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { Outcome } from '@/app/_components/form/outcome';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { MAX_POLICY_HOSTS, type TwoFactorPolicy } from '@/lib/contract/two-factor';
import styles from '@/app/_components/form/sections.module.css';
import own from './policy-form.module.css';

/** A site of sites/registry.json as the form offers it: its name and every host name it answers to. */
export interface PolicySite {
  key: string;
  name: string;
  hosts: string[];
}

export interface PolicyFormProps {
  sites: PolicySite[];
  policy: TwoFactorPolicy;
}

/** Hosts of the saved policy that no site of the registry names (set through the platform call): kept unless unticked. */
function unknownHosts(sites: PolicySite[], hosts: readonly string[]): string[] {
  const known = new Set(sites.flatMap((site) => site.hosts));
  return hosts.filter((host) => !known.has(host));
}

/**
 * The two-factor requirement (GET and PUT twoFactorPolicy, the full admin's): the company switch for
 * every admin user, and a tick per site host whose every user must use it. The registry's hosts are
 * offered, never typed. The saved answer is what the form shows afterwards; a refusal keeps what was
 * ticked.
 */
export function PolicyForm({ sites, policy }: PolicyFormProps) {
  const t = useTranslations('twoFactorSetting');
  const tApp = useTranslations('app');
  const [requireAdmins, setRequireAdmins] = useState(policy.RequireAdmins);
  const [hosts, setHosts] = useState<string[]>(policy.SiteHosts);
  const [others, setOthers] = useState(() => unknownHosts(sites, policy.SiteHosts));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const ticked = new Set(hosts);
  const toggle = (host: string, on: boolean) => setHosts((now) => (on ? [...now.filter((each) => each !== host), host] : now.filter((each) => each !== host)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (hosts.length > MAX_POLICY_HOSTS) {
      setOutcome({ kind: 'error', text: t('tooMany', { max: MAX_POLICY_HOSTS }) });
      return;
    }
    setBusy(true);
    try {
      const saved = await requestJson<TwoFactorPolicy>('/api/v1/twoFactorPolicy', { method: 'PUT', json: { RequireAdmins: requireAdmins, SiteHosts: hosts } });
      setRequireAdmins(saved.RequireAdmins);
      setHosts(saved.SiteHosts);
      setOthers(unknownHosts(sites, saved.SiteHosts));
      setOutcome({ kind: 'success', text: t('saved', { admins: saved.RequireAdmins ? 'on' : 'off', count: saved.SiteHosts.length }) });
    } catch (error) {
      const message = handleApiFailure(error, tApp('genericError'));
      if (message !== null) setOutcome({ kind: 'error', text: message });
    } finally {
      setBusy(false);
    }
  }

  const hostBox = (host: string) => (
    <label key={host} className={`${styles.check} ${own.host}`}>
      <input type="checkbox" checked={ticked.has(host)} onChange={(event) => toggle(host, event.target.checked)} />
      {host}
    </label>
  );
  return (
    <section className={`${styles.section} ${styles.fitted}`}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-label={t('formLabel')}>
        <p className={own.warning} id="two-factor-admins-warning">
          {t('adminsWarning')}
        </p>
        <label className={own.company}>
          <input type="checkbox" checked={requireAdmins} onChange={(event) => setRequireAdmins(event.target.checked)} aria-describedby="two-factor-admins-warning" />
          {t('requireAdmins')}
        </label>
        <h2 className={styles.heading}>{t('sitesHeading')}</h2>
        <p className={styles.note}>{t('sitesNote')}</p>
        <div className={own.sites}>
          {sites.map((site) => (
            <fieldset key={site.key} className={styles.checks}>
              <legend>{site.name}</legend>
              {site.hosts.map(hostBox)}
            </fieldset>
          ))}
          {others.length > 0 ? (
            <fieldset className={styles.checks}>
              <legend>{t('otherHosts')}</legend>
              {others.map(hostBox)}
            </fieldset>
          ) : null}
        </div>
        <p className={styles.hint}>{t('chosen', { count: hosts.length, max: MAX_POLICY_HOSTS })}</p>
        <SubmitRow busy={busy} label={t('save')} busyLabel={t('saving')} />
      </form>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
    </section>
  );
}
