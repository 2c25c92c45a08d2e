// The report registry (lib/domain/report-registry.ts) against the code it names: the menu, the page
// files, the platform's routes, the platform-client functions, the service files and the messages.
// A Report-menu link without an entry, or an entry naming something that is not there, fails here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Game } from '@/lib/contract/common';
import { MENU_CATALOGUE } from '@/lib/domain/menu-catalogue';
import type { RouteLinkDef } from '@/lib/domain/menu-types';
import { REPORT_NAMES, REPORTS, type ReportEntry } from '@/lib/domain/report-registry';
import * as reportStrikes from '@/lib/platform-client/report-strikes';
import * as reports from '@/lib/platform-client/reports';
import * as shareClaims from '@/lib/platform-client/share-claims';
import type { SignedInSession } from '@/lib/session/server';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { createApp } from '@/platform/app';
import type { Db } from '@/platform/db/client';

const calledWith = jest.fn();
jest.mock('@/lib/platform-client/client', () => ({
  scopedJson: (_session: unknown, resource: string) => {
    calledWith(resource);
    return Promise.resolve({ Items: [] });
  },
}));

const ROOT = path.resolve(__dirname, '../..');
const GAMES: readonly Game[] = ['4D', 'TT'];
const entries = REPORT_NAMES.map((name) => [name, REPORTS[name] as ReportEntry] as const);

const reportLinks = (MENU_CATALOGUE.find((section) => section.id === 'report')?.links ?? []).filter(
  (link): link is RouteLinkDef => link.kind === 'route',
);

describe('the report registry and the Report menu', () => {
  it('has one entry per Report-menu link, and no entry outside the menu', () => {
    expect(reportLinks.length).toBeGreaterThan(0);
    expect(entries.map(([, entry]) => entry.menu).sort()).toEqual(reportLinks.map((link) => link.id).sort());
  });

  it.each(entries)('%s: the menu link has its view code and, for both games and any browser, its page route', (_name, entry) => {
    const link = reportLinks.find((candidate) => candidate.id === entry.menu);
    expect(link?.vw).toBe(entry.view);
    for (const game of GAMES) {
      for (const mobile of [false, true]) {
        const linkPath = typeof link?.path === 'function' ? link.path({ game, mobile }) : link?.path;
        expect({ game, mobile, path: linkPath }).toEqual({ game, mobile, path: entry.paths[game] });
      }
    }
  });

  it.each(entries)('%s: each page route has its page file', (_name, entry) => {
    for (const route of new Set(Object.values(entry.paths))) {
      expect({ route, exists: existsSync(path.join(ROOT, 'app/(shell)', route, 'page.tsx')) }).toEqual({ route, exists: true });
    }
  });
});

describe('the report registry and the platform', () => {
  const served = new Set(createApp({ db: {} as Db }).routes.filter((route) => route.method === 'GET').map((route) => route.path));

  it.each(entries)('%s: the platform serves each call as a GET under both game prefixes', (_name, entry) => {
    for (const call of Object.values(entry.calls)) {
      for (const prefix of ['4d', 'tt']) {
        const route = `/api/v1/${prefix}/${call}`;
        expect({ route, served: served.has(route) }).toEqual({ route, served: true });
      }
    }
  });

  it.each(entries)('%s: each service file exists', (_name, entry) => {
    for (const file of entry.services) {
      expect({ file, exists: existsSync(path.join(ROOT, file)) }).toEqual({ file, exists: true });
    }
  });
});

describe('the report registry and lib/platform-client', () => {
  const exported: Record<string, unknown> = { ...reports, ...reportStrikes, ...shareClaims };
  const session = { locId: 'L1' } as unknown as SignedInSession;
  /** One request every report function reads what it needs from: whose report, one draw. */
  const request = { userId: 'V', drawId: 1, draws: { drawId: 1 } };

  it.each(entries)('%s: its client functions are exported and, together, make exactly its calls', async (_name, entry) => {
    calledWith.mockClear();
    for (const name of entry.client) {
      const fn = exported[name];
      expect({ name, type: typeof fn }).toEqual({ name, type: 'function' });
      await (fn as (session: SignedInSession, request: unknown) => Promise<unknown>)(session, request);
    }
    const made = new Set(calledWith.mock.calls.map(([resource]) => resource as string));
    expect([...made].sort()).toEqual([...new Set(Object.values(entry.calls))].sort());
  });
});

describe('the report registry and the messages', () => {
  const lookup = (messages: unknown, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);

  it.each(entries)('%s: the title and the menu label exist in English and Chinese', (_name, entry) => {
    expect(entry.messages.menu).toBe(`menu.links.${entry.menu}`);
    for (const [locale, messages] of [['en', en], ['zh', zh]] as const) {
      for (const key of Object.values(entry.messages)) {
        const text = lookup(messages, key);
        expect({ locale, key, text: typeof text === 'string' && text.length > 0 }).toEqual({ locale, key, text: true });
      }
    }
  });
});
