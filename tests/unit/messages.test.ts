import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
}

test('en and zh define exactly the same message keys', () => {
  expect(keys(zh).sort()).toEqual(keys(en).sort());
});

test('no message is empty', () => {
  for (const text of [...values(en), ...values(zh)]) expect(text.trim()).not.toBe('');
});

test('global-error repeats the app messages word for word', async () => {
  const { FALLBACK_TEXT } = await import('@/lib/errors/fallback-text');
  expect(en.app).toMatchObject(FALLBACK_TEXT.en);
  expect(zh.app).toMatchObject(FALLBACK_TEXT.zh);
});
