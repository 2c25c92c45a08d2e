import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { GET } from '@/app/assets/i18n/[file]/route';

function get(file: string) {
  return GET(new Request(`http://localhost/assets/i18n/${encodeURIComponent(file)}`), { params: Promise.resolve({ file }) });
}

test.each([
  ['en.json', en],
  ['zh.json', zh],
  ['ch.json', zh],
  ['CH.json', zh],
  ['xx.json', en],
  ['.json', en],
  ['../../etc/passwd.json', en],
  ['en.json.json', en],
])('%s serves the right messages as cacheable JSON', async (file, messages) => {
  const response = await get(file);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  expect(await response.json()).toEqual(messages);
});

test.each(['en', 'en.js', 'en.json.txt', 'zh.JSON5', '', 'en.json/'])('%j is not a translation file: 404', async (file) => {
  const response = await get(file);
  expect(response.status).toBe(404);
});
