'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { handleApiFailure } from '@/lib/client/api-failure';
import { postLocation } from '@/lib/client/auth-api';
import { requestJson } from '@/lib/client/http';
import { loadPage } from '@/lib/client/navigate';
import { chooseLocation, MOBILE_LOCATIONS_DELAY_MS } from '@/lib/domain/shell-layout';
import styles from './shell.module.css';
import switchStyles from './switch.module.css';

export interface LocationOption {
  LocId: string;
  Loc: string;
}

function closeOpenDialogs(): void {
  for (const dialog of document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
}

function locationsOf(body: unknown): LocationOption[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item: unknown) => {
    const row = item as Partial<Record<'LocId' | 'Loc', unknown>> | null;
    return row && typeof row.LocId === 'string' && typeof row.Loc === 'string' ? [{ LocId: row.LocId, Loc: row.Loc }] : [];
  });
}

/**
 * The location switch (docs/product.md#location-change): closes open dialogs, stores the location in the session, then loads
 * /admin/home?LocId=<new> in full. In the mobile layout the locations load 500 ms after start, and a
 * stored location the user no longer has gives way to the first one, which is stored.
 */
export function LocationSwitch(props: { current: string; locations: LocationOption[]; loadOnStart?: boolean }) {
  const t = useTranslations('shell');
  const tApp = useTranslations('app');
  const [locations, setLocations] = useState(props.locations);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(locId: string) {
    closeOpenDialogs();
    setBusy(true);
    setError(null);
    try {
      const next = await postLocation(locId);
      loadPage(next.redirect);
    } catch (failure) {
      setBusy(false);
      setError(handleApiFailure(failure, tApp('genericError')));
    }
  }

  useEffect(() => {
    if (!props.loadOnStart) return;
    let active = true;
    const timer = window.setTimeout(async () => {
      try {
        const loaded = locationsOf(await requestJson('/api/v1/locIdAvailable'));
        if (!active) return;
        setLocations(loaded);
        const chosen = chooseLocation(props.current, loaded);
        if (chosen && chosen !== props.current) await change(chosen);
      } catch (failure) {
        if (active) setError(handleApiFailure(failure, tApp('genericError')));
      }
    }, MOBILE_LOCATIONS_DELAY_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
    // Once, at start (docs/product.md#location-change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={switchStyles.switch}>
      <label className={switchStyles.switch}>
        <span className={switchStyles.switchLabel}>{t('locationLabel')}</span>
        <select
          value={props.current}
          disabled={busy}
          aria-busy={busy}
          onChange={(event) => void change(event.target.value)}
          data-testid="location-switch"
        >
          {locations.some((location) => location.LocId === props.current) ? null : <option value={props.current}>{props.current}</option>}
          {locations.map((location) => (
            <option key={location.LocId} value={location.LocId}>
              {location.Loc}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <span role="alert" className={styles.inlineError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
