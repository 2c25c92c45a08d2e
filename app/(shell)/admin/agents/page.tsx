import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { agentsOf, newUserFormOf } from '@/lib/platform-client/admin-users';
import { UsersPage, type UsersPageSpec } from './_users/page-frame';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminUsers');
  return { title: t('titles.agents') };
}

const SPEC: UsersPageSpec = {
  kind: 'agent',
  path: '/admin/agents',
  vw: 'AG',
  load: (session, query) => agentsOf(session, query),
  loadForm: (session) => newUserFormOf(session, 'AG'),
};

/**
 * /admin/agents (VW=AG, the Agent menu: EnableCreateAgent): the caller's direct child agents (or
 * UserId's, or a search over its whole downline), the create form (full or simple) and, per agent,
 * edit (profile, rates, credit) and delete.
 */
export default async function AgentsPage({ searchParams }: { searchParams: SearchParams }) {
  return <UsersPage spec={SPEC} searchParams={searchParams} />;
}
