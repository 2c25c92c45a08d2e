import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { OPERATOR_TIME_ZONE_LABEL } from '@/lib/domain/operator-zone';
import { announcementText } from '@/lib/html/sanitize';
import { everyAnnouncementOf } from '@/lib/platform-client/content';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { AnnouncementBoard } from './_announcements/announcement-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('announcements');
  return { title: t('title') };
}

/**
 * /control/announcement (an admin holding AdminEdit): every announcement of the current location,
 * scheduled and ended too; post, edit and delete, with a live preview of the content.
 */
export default async function AnnouncementSettingPage() {
  const { session } = await requirePage('/control/announcement');
  const [items, t] = await Promise.all([everyAnnouncementOf(session).catch(handlePageError), getTranslations('announcements')]);
  const announcements = items.map((item) => ({ ...item, Text: announcementText(item.Content) }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro', { zone: OPERATOR_TIME_ZONE_LABEL })}</p>
      </PageHeader>
      <AnnouncementBoard announcements={announcements} now={new Date().toISOString()} />
    </div>
  );
}
