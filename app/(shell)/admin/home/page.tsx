import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { announcementsOf, myLocations } from '@/lib/platform-client/content';
import { handlePageError, requireSignedIn } from '@/lib/session/server';
import { AnnouncementList } from './announcement-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('title') };
}

/** /admin/home?LocId=: the announcements of the location, pop-ups opened on arrival. */
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireSignedIn();
  const [query, t] = await Promise.all([searchParams, getTranslations('home')]);
  const wanted = firstParam(query.LocId, 8) || session.auth.locId;
  const items = await myLocations(session)
    .then(async (locations) => {
      const location = locations.find((row) => row.LocId === wanted) ?? locations.find((row) => row.LocId === session.auth.locId);
      return location ? announcementsOf(session, location) : [];
    })
    .catch(handlePageError);
  const announcements = items.map((item) => ({
    id: item.AnnouncementId,
    color: item.Color,
    html: sanitizeHtml(item.Content),
    popUp: item.PopUp === 'Y',
  }));
  return (
    <section aria-labelledby="announcements-title">
      <h1 id="announcements-title">{t('announcements')}</h1>
      <AnnouncementList
        key={wanted}
        announcements={announcements}
        texts={{ none: t('none'), popupTitle: t('popupTitle'), close: t('close') }}
      />
    </section>
  );
}
