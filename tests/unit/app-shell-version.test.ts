import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET } from '@/app/api/version/route';
import { fetchServedBuildId } from '@/lib/build/client';
import { VERSION_PATH } from '@/lib/build/version';

test('GET /api/version answers the build id, never cached', async () => {
  // jest runs from the repository root; a built .next/BUILD_ID may or may not be there.
  const response = GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { buildId: string };
  expect(body.buildId.length).toBeGreaterThan(0);
});

describe('currentBuildId', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-id-'));
    jest.spyOn(process, 'cwd').mockReturnValue(dir);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  async function freshBuildId(): Promise<string> {
    let id = '';
    await jest.isolateModulesAsync(async () => {
      const { currentBuildId } = await import('@/lib/build/build-id');
      id = currentBuildId();
    });
    return id;
  }

  test('reads .next/BUILD_ID under the working directory, once', async () => {
    mkdirSync(path.join(dir, '.next'));
    writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'Xy12_build\n');
    let ids: string[] = [];
    await jest.isolateModulesAsync(async () => {
      const { currentBuildId } = await import('@/lib/build/build-id');
      const first = currentBuildId();
      writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'changed');
      ids = [first, currentBuildId()];
    });
    expect(ids).toEqual(['Xy12_build', 'Xy12_build']);
  });

  test("without a build it is 'development'", async () => {
    await expect(freshBuildId()).resolves.toBe('development');
  });
});

describe('fetchServedBuildId', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  test('reads the build id from /api/version, bypassing the HTTP cache', async () => {
    fetchMock.mockResolvedValue(Response.json({ buildId: 'abc' }));
    await expect(fetchServedBuildId()).resolves.toBe('abc');
    expect(fetchMock).toHaveBeenCalledWith(VERSION_PATH, expect.objectContaining({ cache: 'no-store' }));
  });

  test.each([
    ['a 503', () => Promise.resolve(new Response('down', { status: 503 }))],
    ['an odd body', () => Promise.resolve(Response.json({ version: 1 }))],
    ['a non-JSON body', () => Promise.resolve(new Response('<html>'))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s gives null', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    await expect(fetchServedBuildId()).resolves.toBeNull();
  });
});
