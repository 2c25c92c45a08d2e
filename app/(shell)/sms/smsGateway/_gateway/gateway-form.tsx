'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { Gateway, GatewaySaved, WebhookOutcome } from '@/lib/contract/messaging';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { WebhookNotice } from './webhook-notice';

const TEXT_FIELDS = ['SMSNumber', 'SMSHelpdesk', 'TelegramBot', 'OpenTime', 'CloseTime', 'OpenDay', 'SMSBaseUrl', 'SMSAccount', 'SMSSender', 'BotApiRoot'] as const;
const SECRET_FIELDS = ['SMSToken', 'SMSWebhookSecret', 'BotToken', 'BotWebhookSecret'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type SecretField = (typeof SECRET_FIELDS)[number];

/** The gateway setting of the current location; a secret left empty keeps the stored one. */
export function GatewayForm({ gateway }: { gateway: Gateway }) {
  const t = useTranslations('messaging');
  const tApp = useTranslations('app');
  const router = useRouter();
  const [values, setValues] = useState<Record<TextField, string>>(() => Object.fromEntries(TEXT_FIELDS.map((key) => [key, gateway[key]])) as Record<TextField, string>);
  const [secrets, setSecrets] = useState<Record<SecretField, string>>({ SMSToken: '', SMSWebhookSecret: '', BotToken: '', BotWebhookSecret: '' });
  const [provider, setProvider] = useState(gateway.SMSProvider);
  const [mode, setMode] = useState(gateway.BotMode);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [webhook, setWebhook] = useState<WebhookOutcome | null>(null);
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);

  async function call(method: 'PUT', url: string, json: unknown, done: string) {
    setBusy(true);
    setOutcome(null);
    setWebhook(null);
    setFieldError(null);
    try {
      // A save answers what Telegram was told (null without a bot token); a clear tells it nothing.
      const answer = await requestJson<Partial<GatewaySaved> | undefined>(url, { method, json });
      setOutcome({ kind: 'success', text: done });
      setWebhook(answer?.Webhook ?? null);
      setSecrets({ SMSToken: '', SMSWebhookSecret: '', BotToken: '', BotWebhookSecret: '' });
      router.refresh();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null && error instanceof ApiError && error.body.field) setFieldError({ field: error.body.field, text });
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const changed = Object.fromEntries(SECRET_FIELDS.filter((key) => secrets[key] !== '').map((key) => [key, secrets[key]]));
    void call('PUT', '/api/v1/updateSMSGateway', { Id: gateway.LocId, ...values, SMSProvider: provider, BotMode: mode, ...changed }, t('saved'));
  }

  function clear() {
    if (busy || !window.confirm(t('clearConfirm', { loc: gateway.LocId }))) return;
    void call('PUT', '/api/v1/dSMSSetting', { Id: gateway.LocId }, t('cleared'));
  }

  const input = (key: TextField) => (
    <div className={styles.field} key={key}>
      <label htmlFor={`gw-${key}`}>{t(`field.${key}`)}</label>
      <input
        id={`gw-${key}`}
        autoComplete="off"
        maxLength={200}
        value={values[key]}
        aria-invalid={fieldError?.field === key ? true : undefined}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
      {fieldError?.field === key ? <small className={styles.error}>{fieldError.text}</small> : null}
    </div>
  );
  const secret = (key: SecretField) => (
    <div className={styles.field} key={key}>
      <label htmlFor={`gw-${key}`}>{t(`field.${key}`)}</label>
      <input id={`gw-${key}`} type="password" autoComplete="new-password" maxLength={200} value={secrets[key]} onChange={(event) => setSecrets({ ...secrets, [key]: event.target.value })} aria-describedby={`gw-${key}-hint`} />
      <small id={`gw-${key}-hint`} className={styles.hint}>
        {gateway[key] ? t('secretStored', { masked: gateway[key] }) : t('secretNone')}
      </small>
    </div>
  );

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-busy={busy}>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {webhook ? <WebhookNotice outcome={webhook} /> : null}
      <h2 className={styles.heading}>{t('settingHeading')}</h2>
      <div className={styles.row}>{(['SMSNumber', 'SMSHelpdesk', 'TelegramBot', 'OpenTime', 'CloseTime', 'OpenDay'] as const).map(input)}</div>
      <h2 className={styles.heading}>{t('smsHeading')}</h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="gw-provider">{t('field.SMSProvider')}</label>
          <select id="gw-provider" value={provider} onChange={(event) => setProvider(event.target.value)}>
            <option value="">{t('providerNone')}</option>
            <option value="twilio">{t('providerTwilio')}</option>
          </select>
        </div>
        {(['SMSBaseUrl', 'SMSAccount', 'SMSSender'] as const).map(input)}
        {(['SMSToken', 'SMSWebhookSecret'] as const).map(secret)}
      </div>
      <p className={styles.note}>{t('webhookAt', { path: gateway.SMSWebhookPath })}</p>
      <h2 className={styles.heading}>{t('botHeading')}</h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="gw-mode">{t('field.BotMode')}</label>
          <select id="gw-mode" value={mode} onChange={(event) => setMode(event.target.value === 'polling' ? 'polling' : 'webhook')}>
            <option value="webhook">{t('modeWebhook')}</option>
            <option value="polling">{t('modePolling')}</option>
          </select>
        </div>
        {input('BotApiRoot')}
        {(['BotToken', 'BotWebhookSecret'] as const).map(secret)}
      </div>
      <p className={styles.note}>{t('webhookAt', { path: gateway.BotWebhookPath })}</p>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {t('save')}
        </button>
        <button type="button" className={buttons.dangerButton} disabled={busy} onClick={clear}>
          {t('clear')}
        </button>
        {busy ? <Spinner inline label={t('saving')} /> : null}
      </div>
    </form>
  );
}
