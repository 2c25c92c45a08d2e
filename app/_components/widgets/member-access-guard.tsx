'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '../app-shell/spinner';
import { AlertBox } from './alert-box';
import { useMemberAccess } from '@/lib/hooks/use-member-access';

/**
 * The member-tree guard of docs/product.md#shared-widgets: shows its children only once the platform says the signed-in
 * user may access `userId`; otherwise 'Unauthorized Access'. A convenience, not the boundary: the
 * platform refuses the data itself outside the caller's downline.
 */
export function MemberAccessGuard({ userId, children }: { userId: string; children: ReactNode }) {
  const t = useTranslations('widgets');
  const access = useMemberAccess(userId);
  if (access === 'allowed') return <>{children}</>;
  if (access === 'denied') return <AlertBox kind="error">{t('unauthorizedAccess')}</AlertBox>;
  return <Spinner inline label={t('checkingAccess')} />;
}
