'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { loadPage } from '@/lib/client/navigate';
import { postSignIn, postSignInCode } from '@/lib/client/auth-api';
import { ApiError } from '@/lib/http/api-error';
import { reportError } from '@/lib/errors/report';
import { userErrorMessage } from '@/lib/errors/user-message';
import { LOGIN_PATH, maintenanceUrl } from '@/lib/session/gate';
import { CaptchaImage } from '@/app/_components/form/captcha-image';
import type { CaptchaTexts } from '@/app/_components/form/captcha-texts';
import type { LoginFormTexts } from './login-texts';
import buttons from '@/app/_components/buttons.module.css';
import { Spinner } from '@/app/_components/app-shell/spinner';
import styles from '@/app/_components/form/form.module.css';

/** The spec's delay before the user id field takes focus. */
export const USER_ID_FOCUS_DELAY_MS = 120;

export interface LoginFormProps {
  buttonText: string;
  userIdPlaceholder: string;
  captchaEnabled: boolean;
  returnUrl: string;
  /** Msg: an error message shown in red. */
  message: string;
  /** MsgSuccess: a success message shown in a light colour. */
  successMessage: string;
  /** Resolved on the server: this page ships no client translation runtime (first-load budget). */
  texts: LoginFormTexts;
  captchaTexts: CaptchaTexts;
}

type Outcome = { kind: 'member-auth-failed'; text: string } | { kind: 'error'; text: string } | { kind: 'success'; text: string } | null;

/** The sign-in form: validation, captcha, the one message below it, and the redirect that follows. */
export function LoginForm(props: LoginFormProps) {
  const { texts } = props;
  const userIdRef = useRef<HTMLInputElement>(null);
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [captchaOn, setCaptchaOn] = useState(props.captchaEnabled);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  /** Two-factor: the password was right and the platform asks for a code (docs/decisions/two-factor.md). */
  const [codeStep, setCodeStep] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    props.message ? { kind: 'error', text: props.message } : props.successMessage ? { kind: 'success', text: props.successMessage } : null,
  );

  useEffect(() => {
    // Never steal focus from a field the user already chose.
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) userIdRef.current?.focus();
    }, USER_ID_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const reloadCaptcha = useCallback(() => setCaptchaVersion((version) => version + 1), []);
  const valid = userId.trim() !== '' && password !== '' && (!captchaOn || token.trim() !== '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    setOutcome(null);
    try {
      const next = await postSignIn({ UserId: userId, Password: password, Lang: 'en', Token: captchaOn ? token : undefined, returnUrl: props.returnUrl });
      if ('codeNeeded' in next) {
        setSubmitting(false);
        setPassword('');
        return setCodeStep(true);
      }
      loadPage(next.redirect);
    } catch (error) {
      setSubmitting(false);
      setToken('');
      failed(error);
    }
  }

  function failed(error: unknown) {
    if (error instanceof ApiError && error.isMaintenance) return loadPage(maintenanceUrl(error.body.time));
    // The BFF words the 429 in the user's language, with the minutes to wait.
    if (error instanceof ApiError && error.status === 429) return setOutcome({ kind: 'error', text: error.displayText });
    if (error instanceof ApiError && error.wantsCaptcha) setCaptchaOn(true);
    if (captchaOn || (error instanceof ApiError && error.wantsCaptcha)) reloadCaptcha();
    const { text, report } = userErrorMessage(error, texts.genericError);
    if (report) {
      reportError(error, { where: 'sign-in' });
      return setOutcome({ kind: 'error', text });
    }
    setOutcome({ kind: 'member-auth-failed', text: error instanceof ApiError ? error.displayText : text });
  }

  if (codeStep) return <CodeStep texts={texts} onBack={() => setCodeStep(false)} />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <label className={styles.field}>
        <span className={styles.label}>{texts.userId}</span>
        <input ref={userIdRef} name="UserId" autoComplete="username" required placeholder={props.userIdPlaceholder} value={userId} onChange={(e) => setUserId(e.target.value)} />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{texts.password}</span>
        <input name="Password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <input type="hidden" name="Lang" value="en" />
      {captchaOn ? (
        <div className={styles.captcha}>
          <CaptchaImage width={100} height={40} version={captchaVersion} onReload={reloadCaptcha} texts={props.captchaTexts} />
          <label className={styles.field}>
            <span className={styles.label}>{texts.captcha}</span>
            <input name="Token" size={5} required inputMode="numeric" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
          </label>
        </div>
      ) : (
        <input type="hidden" name="Token" value="" />
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={!valid || submitting}>
          {props.buttonText}
        </button>
        {submitting ? <Spinner inline label={texts.signingIn} /> : null}
      </div>
      <FormOutcome outcome={outcome} />
    </form>
  );
}

/** The second step of a two-factor sign-in: one code (six digits, or a recovery code). */
function CodeStep({ texts, onBack }: { texts: LoginFormTexts; onBack: () => void }) {
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '' || submitting) return;
    setSubmitting(true);
    setOutcome(null);
    try {
      loadPage((await postSignInCode(code.trim())).redirect);
    } catch (error) {
      setSubmitting(false);
      setCode('');
      // The challenge is over: the BFF says where to start again.
      if (error instanceof ApiError && (error.body as { redirect?: unknown }).redirect === LOGIN_PATH) onBack();
      const { text, report } = userErrorMessage(error, texts.genericError);
      if (report) reportError(error, { where: 'sign-in code' });
      setOutcome({ kind: 'member-auth-failed', text: error instanceof ApiError ? error.displayText : text });
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting} data-step="code">
      <p>
        <strong>{texts.codeTitle}</strong>
        <br />
        {texts.codeHelp}
      </p>
      <label className={styles.field}>
        <span className={styles.label}>{texts.code}</span>
        <input name="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={32} required autoFocus value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={code.trim() === '' || submitting}>
          {texts.verify}
        </button>
        <button type="button" className={buttons.secondary} onClick={onBack} disabled={submitting}>
          {texts.backToPassword}
        </button>
        {submitting ? <Spinner inline label={texts.signingIn} /> : null}
      </div>
      <FormOutcome outcome={outcome} />
    </form>
  );
}

/** Exactly one message: the server's sign-in error, else a general error, else a success, in that order. */
function FormOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return <p className={styles.message} aria-live="polite" />;
  const tone = outcome.kind === 'success' ? styles.success : styles.error;
  return (
    <p className={`${styles.message} ${tone}`} role={outcome.kind === 'success' ? 'status' : 'alert'} data-kind={outcome.kind}>
      {outcome.text}
    </p>
  );
}
