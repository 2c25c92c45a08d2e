import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { betSettingsOf, betUsersOf } from '@/lib/platform-client/bets';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { PlaceBets } from './place-bets';

export type PlaceBetsVariant = 'grid' | 'mobile' | 'toto';

const PATHS: Record<PlaceBetsVariant, string> = {
  grid: '/bet/placeBets/add',
  mobile: '/bet/placeBets/add-20',
  toto: '/bet/placeBets/add-simple',
};
const ROWS: Record<PlaceBetsVariant, number> = { grid: 10, mobile: 20, toto: 5 };

/**
 * The three place-bets pages (docs/product.md#menu): the 4D grid, the 20-row mobile form and the pool-game
 * form. The server re-checks the page (member3, who may not place bets, goes home) and loads the open
 * draws and the members the caller may place for; the form does the rest in the browser.
 */
export async function PlaceBetsPage({ variant }: { variant: PlaceBetsVariant }) {
  const { session, profile } = await requirePage(PATHS[variant]);
  const [settings, users, t] = await Promise.all([
    betSettingsOf(session).catch(handlePageError),
    profile.Role === 'MEM' ? Promise.resolve([]) : betUsersOf(session).catch(handlePageError),
    getTranslations('placeBets'),
  ]);
  return (
    <div>
      <PageHeader title={t(variant === 'toto' ? 'titleToto' : 'title')} />
      <PlaceBets
        game={settings.Game}
        locId={session.auth.locId}
        rowCount={ROWS[variant]}
        compact={variant === 'mobile'}
        self={{ userId: profile.UserId, member: profile.Role === 'MEM', creditLeft: profile.CreditLeft }}
        users={users}
        settings={{ OpenDraws: settings.OpenDraws, MaxBetsPerTicket: settings.MaxBetsPerTicket }}
      />
    </div>
  );
}
