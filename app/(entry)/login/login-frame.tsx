'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { setLocaleCookie } from '@/lib/i18n/client-locale';
import type { Locale } from '@/lib/i18n/locale';
import type { LandingLink, LoginVariant } from '@/sites';
import type { LoginFrameTexts } from './login-texts';
import buttons from '@/app/_components/buttons.module.css';
import styles from './login-frame.module.css';

interface LoginFrameProps {
  variant: LoginVariant;
  buttonText: string;
  /** The landing variant's bottom image. */
  bottomImage?: string;
  /** The landing variant's top links the site sets (sites/registry.json); an unset one is not shown. */
  landingLinks?: readonly { name: LandingLink; href: string }[];
  locale: Locale;
  texts: LoginFrameTexts;
  children: ReactNode;
}

/**
 * What differs between the login variants around the same form: the EN/CH selector, the login box
 * that a button opens (closing on any click outside it), and the landing navigation.
 */
export function LoginFrame({ variant, buttonText, bottomImage, landingLinks, locale, texts, children }: LoginFrameProps) {
  if (variant === 'language-select') {
    return (
      <>
        <LanguageSelect locale={locale} texts={texts} />
        {children}
      </>
    );
  }
  if (variant === 'toggle-box' || variant === 'landing') {
    return (
      <ToggleBox variant={variant} buttonText={buttonText} bottomImage={bottomImage} landingLinks={landingLinks} texts={texts}>
        {children}
      </ToggleBox>
    );
  }
  return <>{children}</>;
}

function LanguageSelect({ locale, texts }: { locale: Locale; texts: LoginFrameTexts }) {
  const router = useRouter();
  return (
    <label className={styles.language}>
      <span>{texts.language}</span>
      <select
        name="language"
        value={locale === 'zh' ? 'CH' : 'EN'}
        onChange={(event) => {
          setLocaleCookie(event.target.value === 'CH' ? 'zh' : 'en');
          router.refresh();
        }}
      >
        <option value="EN">{texts.languageEn}</option>
        <option value="CH">{texts.languageCh}</option>
      </select>
    </label>
  );
}

const LANDING_LINK_TEXTS = {
  home: 'navHome',
  podcasts: 'navPodcasts',
  gallery: 'navGallery',
  about: 'navAbout',
  createAccount: 'navCreateAccount',
} as const satisfies Record<LandingLink, keyof LoginFrameTexts>;

function ToggleBox({ variant, buttonText, bottomImage, landingLinks = [], texts, children }: Omit<LoginFrameProps, 'variant' | 'locale'> & { variant: 'toggle-box' | 'landing' }) {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (area.current && event.target instanceof Node && !area.current.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const toggle = (
    <button type="button" className={buttons.primary} aria-expanded={open} aria-controls="login-box" onClick={() => setOpen((value) => !value)}>
      {variant === 'landing' ? texts.navSignIn : buttonText}
    </button>
  );
  return (
    <div ref={area} className={styles.toggleArea}>
      {variant === 'landing' ? (
        <nav className={styles.landingNav} aria-label={texts.landingNav}>
          <ul>
            {landingLinks.map((link) => (
              <li key={link.name}>
                <a href={link.href} data-landing-link={link.name}>
                  {texts[LANDING_LINK_TEXTS[link.name]]}
                </a>
              </li>
            ))}
            <li>{toggle}</li>
          </ul>
        </nav>
      ) : (
        toggle
      )}
      <div id="login-box" className={styles.box} hidden={!open} role="dialog" aria-label={buttonText}>
        {children}
      </div>
      {bottomImage ? (
        // eslint-disable-next-line @next/next/no-img-element -- a site asset shown as it is
        <img className={styles.bottomImage} src={bottomImage} alt="" />
      ) : null}
    </div>
  );
}
