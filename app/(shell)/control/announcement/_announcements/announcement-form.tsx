'use client';

import { useDeferredValue, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { ANNOUNCEMENT_CONTENT_MAX, type AnnouncementSaved } from '@/lib/contract/announcements';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { ANNOUNCEMENT_PALETTE, DEFAULT_COLOUR, instantOfOperatorInput, paletteNameOf } from '@/lib/domain/announcements';
import { OPERATOR_TIME_ZONE_LABEL } from '@/lib/domain/operator-zone';
import { previewHtml } from '@/lib/html/sanitize';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import money from '@/app/_components/form/sections.module.css';
import styles from './announcement.module.css';

export const ANNOUNCEMENTS_URL = '/api/v1/announcements';

/** The form's own values: the times as the date-time inputs hold them (operator time). */
export interface AnnouncementDraft {
  id: number | null;
  colour: string;
  popUp: 'Y' | 'N';
  start: string;
  end: string;
  content: string;
}
export const EMPTY_DRAFT: AnnouncementDraft = { id: null, colour: DEFAULT_COLOUR, popUp: 'N', start: '', end: '', content: '' };

type Field = 'colour' | 'popUp' | 'start' | 'end' | 'content';
const FIELD_OF_WIRE: Record<string, Field> = { Color: 'colour', PopUp: 'popUp', StartTime: 'start', EndTime: 'end', Content: 'content' };
const ORDER: readonly Field[] = ['colour', 'popUp', 'start', 'end', 'content'];

interface FormProps {
  draft: AnnouncementDraft;
  onDone: () => void;
  onOutcome: (outcome: Outcome) => void;
}

/**
 * Post or edit an announcement: Colour (the house palette), Pop-up, optional start and end (operator
 * time) and the HTML content with a live preview through the one sanitizer, exactly as the home page,
 * its pop-up and the ticker will show it. A refused save keeps every value and marks the field.
 */
export function AnnouncementForm({ draft, onDone, onOutcome }: FormProps) {
  const t = useTranslations('announcements');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AnnouncementDraft>(draft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const deferred = useDeferredValue(values.content);
  const preview = useMemo(() => previewHtml(deferred), [deferred]);
  const set = <K extends keyof AnnouncementDraft>(key: K, value: AnnouncementDraft[K]) => setValues((current) => ({ ...current, [key]: value }));
  const editing = values.id !== null;

  function check(): { found: Partial<Record<Field, string>>; start: string | null; end: string | null } {
    const found: Partial<Record<Field, string>> = {};
    const instant = (field: 'start' | 'end') => {
      try {
        return instantOfOperatorInput(values[field]);
      } catch {
        found[field] = t('form.timeInvalid');
        return null;
      }
    };
    const start = instant('start');
    const end = instant('end');
    if (start && end && Date.parse(end) <= Date.parse(start)) found.end = t('form.endAfterStart');
    const content = values.content.trim();
    if (!content) found.content = t('form.contentRequired');
    else if (content.length > ANNOUNCEMENT_CONTENT_MAX) found.content = t('form.contentTooLong', { max: ANNOUNCEMENT_CONTENT_MAX });
    return { found, start, end };
  }

  function focusFirst(found: Partial<Record<Field, string>>) {
    const first = ORDER.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    return first !== undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const { found, start, end } = check();
    setErrors(found);
    if (focusFirst(found)) return;
    setBusy(true);
    try {
      const body = { ...(values.id ? { AnnouncementId: values.id } : {}), Color: values.colour, PopUp: values.popUp, StartTime: start, EndTime: end, Content: values.content };
      const saved = await requestJson<AnnouncementSaved>(ANNOUNCEMENTS_URL, { method: 'POST', json: body });
      const id = saved.Announcement.AnnouncementId;
      onOutcome({ kind: 'success', text: t(saved.Created ? 'form.created' : 'form.saved', { id }) });
      onDone();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text === null) return;
      const field = error instanceof ApiError && error.body.field ? FIELD_OF_WIRE[error.body.field] : undefined;
      if (field) {
        setErrors({ [field]: text });
        focusFirst({ [field]: text });
      } else onOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const fieldProps = (field: Field) => ({
    'data-field': field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [`announcement-${field}-hint`, errors[field] ? `announcement-${field}-error` : ''].filter(Boolean).join(' '),
  });
  const error = (field: Field) =>
    errors[field] ? (
      <small id={`announcement-${field}-error`} className={money.error}>
        {errors[field]}
      </small>
    ) : null;
  const known = paletteNameOf(values.colour);
  return (
    <form ref={form} className={money.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="announcement-heading">
      <h2 id="announcement-heading" className={money.heading}>
        {editing ? t('form.editHeading', { id: values.id ?? '' }) : t('form.createHeading')}
      </h2>
      <div className={money.row}>
        <div className={money.field}>
          <label htmlFor="announcement-colour">{t('form.colour')}</label>
          <span className={styles.colourPick}>
            <span className={styles.swatch} style={{ backgroundColor: known ? values.colour : undefined }} aria-hidden="true" />
            <select id="announcement-colour" value={values.colour} onChange={(event) => set('colour', event.target.value)} {...fieldProps('colour')}>
              {ANNOUNCEMENT_PALETTE.map((colour) => (
                <option key={colour.hex} value={colour.hex}>
                  {t(`colours.${colour.name}`)}
                </option>
              ))}
              {known ? null : <option value={values.colour}>{t('colours.other', { value: values.colour })}</option>}
            </select>
          </span>
          {error('colour')}
        </div>
        <div className={money.field}>
          <label htmlFor="announcement-popup">{t('form.popUp')}</label>
          <select id="announcement-popup" value={values.popUp} onChange={(event) => set('popUp', event.target.value === 'Y' ? 'Y' : 'N')} {...fieldProps('popUp')}>
            <option value="N">{t('form.popUpNo')}</option>
            <option value="Y">{t('form.popUpYes')}</option>
          </select>
          {error('popUp')}
        </div>
        {(['start', 'end'] as const).map((field) => (
          <div key={field} className={money.field}>
            <label htmlFor={`announcement-${field}`}>{t(`form.${field}`)}</label>
            <input id={`announcement-${field}`} type="datetime-local" value={values[field]} onChange={(event) => set(field, event.target.value)} {...fieldProps(field)} />
            <small id={`announcement-${field}-hint`} className={money.hint}>
              {t('form.timeHint', { zone: OPERATOR_TIME_ZONE_LABEL })}
            </small>
            {error(field)}
          </div>
        ))}
      </div>
      <div className={styles.editor}>
        <div className={`${money.field} ${styles.content}`}>
          <label htmlFor="announcement-content">{t('form.content')}</label>
          <textarea id="announcement-content" rows={8} maxLength={ANNOUNCEMENT_CONTENT_MAX} value={values.content} onChange={(event) => set('content', event.target.value)} {...fieldProps('content')} />
          <small id="announcement-content-hint" className={money.hint}>
            {t('form.contentHint')} {t('form.count', { count: values.content.length, max: ANNOUNCEMENT_CONTENT_MAX })}
          </small>
          {error('content')}
        </div>
        <section className={styles.previewBox} aria-labelledby="announcement-preview-title">
          <h3 id="announcement-preview-title" className={styles.previewTitle}>
            {t('form.preview')}
          </h3>
          {preview ? (
            <div className={styles.preview} style={known ? { backgroundColor: values.colour, borderColor: values.colour } : undefined} data-testid="announcement-preview" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p className={money.hint}>{t('form.previewEmpty')}</p>
          )}
        </section>
      </div>
      <div className={money.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {editing ? t('form.save') : t('form.create')}
        </button>
        {editing ? (
          <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={onDone}>
            {t('form.cancel')}
          </button>
        ) : null}
        {busy ? <Spinner inline label={t('form.saving')} /> : null}
      </div>
    </form>
  );
}
