import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { mobileOf } from '@/lib/platform-client/shell';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { MobileExtras } from './mobile-extras';
import { MobileForm } from './mobile-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('mobile');
  return { title: t('title') };
}

/** /admin/mobile: the number bets by SMS and by the messaging bot must come from, to change or remove. */
export default async function MobilePage() {
  const { session, profile } = await requirePage('/admin/mobile');
  const [mobile, t] = await Promise.all([mobileOf(session).catch(handlePageError), getTranslations('mobile')]);
  return (
    <div>
      <PageHeader title={t('title')} />
      <MobileForm mobile={mobile.Mobile} />
      <MobileExtras mobile2={mobile.Mobile2 ?? ''} betEntryAlert={mobile.BetEntryAlert ?? false} showAlert={profile.Role !== 'MEM'} />
    </div>
  );
}
