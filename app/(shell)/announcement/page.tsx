import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { announcementsOf, myLocations } from '@/lib/platform-client/content';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { AnnouncementList } from '../admin/home/announcement-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('announcements');
  return { title: t('optionsTitle') };
}

/** /announcement (Options, everyone): the current announcements of the current location, newest first, read-only. */
export default async function AnnouncementsPage() {
  const { session } = await requirePage('/announcement');
  const [locations, t] = await Promise.all([myLocations(session).catch(handlePageError), getTranslations('announcements')]);
  const location = locations.find((row) => row.LocId === session.auth.locId);
  const items = location ? await announcementsOf(session, location).catch(handlePageError) : [];
  // Read-only: no pop-up here, every announcement is one block of the list.
  const announcements = items.map((item) => ({ id: item.AnnouncementId, color: item.Color, html: sanitizeHtml(item.Content), popUp: false }));
  return (
    <div>
      <PageHeader title={t('optionsTitle')}>
        <p>{t('optionsIntro')}</p>
      </PageHeader>
      <AnnouncementList announcements={announcements} texts={{ none: t('none'), popupTitle: t('optionsTitle'), close: t('form.cancel') }} />
    </div>
  );
}
