import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { hasPermission } from '@/lib/domain/menu-rules';
import { ownSessionsOf, sessionSettingOf } from '@/lib/platform-client/sessions';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { SessionsBoard } from './_sessions/sessions-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sessions');
  return { title: t('title') };
}

/**
 * /admin/sessions (everyone): the user's own live sessions, each to sign out, or all others at once;
 * an admin with AdminEdit also sets the idle timeout here (docs/decisions/sessions.md).
 */
export default async function SessionsPage() {
  const { session, profile } = await requirePage('/admin/sessions');
  const canSetIdle = profile.Role === 'ADMIN' && hasPermission(profile.Granted, 'AdminEdit');
  const [t, list, setting] = await Promise.all([
    getTranslations('sessions'),
    ownSessionsOf(session).catch(handlePageError),
    canSetIdle ? sessionSettingOf(session).catch(handlePageError) : null,
  ]);
  return (
    <>
      <PageHeader title={t('title')} />
      <SessionsBoard rows={list.Items} idleMinutes={setting?.IdleMinutes ?? list.IdleMinutes} canSetIdle={canSetIdle} />
    </>
  );
}
