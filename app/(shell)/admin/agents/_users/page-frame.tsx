import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import type { DownlineUser, ProfileForm } from '@/lib/contract/agents';
import { embedPath, isEmbedUrl } from '@/lib/domain/report-conventions';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { PATH_HEADER } from '@/lib/site/header';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import type { SignedInSession } from '@/lib/session/server';
import { listing } from '@/app/(shell)/_shell/page-context';
import { CreateForm } from './create-form';
import { UserList } from './user-list';
import type { UserKind } from './user-forms';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from './users.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface UsersPageSpec {
  kind: UserKind;
  path: '/admin/agents' | '/admin/players';
  vw: 'AG' | 'MEM';
  /** The list: the direct downline of UserId (default the caller), or a search (agents). */
  load: (session: SignedInSession, query: { userId?: string; search?: string }) => Promise<DownlineUser[]>;
  loadForm: (session: SignedInSession) => Promise<ProfileForm>;
}

/**
 * The Agent and Player pages (server): the guard, the query (UserId roots the list, txtSearch
 * searches agents), the list and the create form's data, then the search form, the create form and
 * the list. A refused query (UserId out of reach) is a message above a search that still works.
 */
export async function UsersPage({ spec, searchParams }: { spec: UsersPageSpec; searchParams: SearchParams }) {
  const { session, profile } = await requirePage(spec.path);
  const [params, requestHeaders, t] = await Promise.all([searchParams, headers(), getTranslations('adminUsers')]);
  const search = spec.kind === 'agent' ? firstParam(params.txtSearch, 40).trim() : '';
  const userId = firstParam(params.UserId, 32).trim() || undefined;
  const [list, form] = await Promise.all([listing(spec.load(session, { userId, search })), spec.loadForm(session).catch(handlePageError)]);
  const action = isEmbedUrl(requestHeaders.get(PATH_HEADER) ?? '') ? embedPath(spec.path) : spec.path;
  const { locId } = session.auth;
  const users = list.data ?? [];
  const title = t(spec.kind === 'agent' ? 'titles.agents' : 'titles.players');
  return (
    <div className={shared.page}>
      <PageHeader title={title}>
        <p className={shared.note}>{t(spec.kind === 'agent' ? 'intro.agents' : 'intro.players', { userId: userId ?? form.Parent.UserId })}</p>
        {spec.kind === 'agent' ? (
          <form className={styles.search} action={action} method="get" role="search">
            <input type="hidden" name="LocId" value={locId} />
            <input type="hidden" name="VW" value={spec.vw} />
            {userId ? <input type="hidden" name="UserId" value={userId} /> : null}
            <label>
              <span>{t('search.label')}</span>
              <input type="search" name="txtSearch" defaultValue={search} placeholder={t('search.placeholder')} maxLength={40} autoComplete="off" />
            </label>
            <button type="submit" className={buttons.secondaryButton}>
              {t('search.submit')}
            </button>
            {search ? <a href={`${action}?${new URLSearchParams({ LocId: locId, VW: spec.vw })}`}>{t('search.clear')}</a> : null}
          </form>
        ) : null}
      </PageHeader>
      {list.problem ? <AlertBox kind="error">{list.problem}</AlertBox> : null}
      <CreateForm kind={spec.kind} form={form} locId={locId} />
      {search ? <p className={shared.note}>{t('search.results', { text: search })}</p> : null}
      <UserList
        kind={spec.kind}
        users={users}
        caption={t(spec.kind === 'agent' ? 'list.agents' : 'list.players', { count: users.length })}
        fileName={`${spec.kind}s-${profile.UserId}-${locId}.xls`}
        game={session.auth.prefix === 'tt' ? 'TT' : '4D'}
        locId={locId}
      />
    </div>
  );
}
