import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { newUserFormOf, playersOf } from '@/lib/platform-client/admin-users';
import { UsersPage, type UsersPageSpec } from '../agents/_users/page-frame';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminUsers');
  return { title: t('titles.players') };
}

const SPEC: UsersPageSpec = {
  kind: 'player',
  path: '/admin/players',
  vw: 'MEM',
  load: (session, query) => playersOf(session, query.userId),
  loadForm: (session) => newUserFormOf(session, 'MEM'),
};

/**
 * /admin/players (VW=MEM, the Player menu: EnableCreateDownline): the caller's direct members (or
 * UserId's), the create form and, per player, edit (name, credit, commission, flags) and delete (a
 * player with open bets stays, and the platform's message says why).
 */
export default async function PlayersPage({ searchParams }: { searchParams: SearchParams }) {
  return <UsersPage spec={SPEC} searchParams={searchParams} />;
}
