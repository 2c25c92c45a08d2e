'use client';

import { useEffect, useState } from 'react';
import { requestJson } from '@/lib/client/http';
import type { OutSetting } from '@/lib/contract/distributors';

export type PlaceOutDraw = OutSetting['Draws'][number];

/** The draws that take placements now (open, placing out on, before the cut-off), from outSetting6. */
export function usePlaceableDraws(): { draws: PlaceOutDraw[] | null; failed: unknown } {
  const [draws, setDraws] = useState<PlaceOutDraw[] | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    requestJson<OutSetting>('/api/v1/outSetting6')
      .then((setting) => {
        const now = Date.now();
        if (live) setDraws(setting.Enabled ? setting.Draws.filter((d) => d.Status === 'OPEN' && d.Applies && Date.parse(d.PlaceOutUntil) > now) : []);
      })
      .catch((error: unknown) => live && setFailed(error));
    return () => {
      live = false;
    };
  }, []);
  return { draws, failed };
}
