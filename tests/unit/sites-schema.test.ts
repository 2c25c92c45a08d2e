import { parseRegistry } from '@/sites/load';
import { registrySchema, siteSchema, type SiteInput } from '@/sites/schema';

function entry(key: string, overrides: Partial<SiteInput> = {}): SiteInput {
  const lower = key.toLowerCase();
  return {
    key,
    name: `${key} 4D`,
    hosts: [`${lower}.localhost`, `${lower}4d.example.com`],
    logo: { file: 'logo.svg', width: 331, height: 163 },
    loginButtonText: 'Login',
    userIdPlaceholder: 'User ID',
    styleFolder: 'classic',
    loginVariant: 'standard',
    ...overrides,
  };
}

const valid = (): SiteInput[] => [entry('HOME', { default: true }), entry('ALPHA'), entry('BRAVO')];

function messages(data: unknown): string[] {
  const result = registrySchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('registrySchema', () => {
  it('accepts a well-formed registry and defaults `default` to false', () => {
    const parsed = registrySchema.parse(valid());
    expect(parsed.map((site) => site.default)).toEqual([true, false, false]);
  });

  it('rejects duplicate keys', () => {
    expect(messages([...valid(), entry('ALPHA', { hosts: ['other.localhost'] })])).toContain('duplicate key ALPHA');
  });

  it('rejects a host used by two sites', () => {
    const data = [...valid(), entry('CHARLIE', { hosts: ['charlie.localhost', 'alpha4d.example.com'] })];
    expect(messages(data)).toContain('host alpha4d.example.com is already used by ALPHA');
  });

  it('rejects two defaults, and none', () => {
    expect(messages([...valid(), entry('CHARLIE', { default: true })]).join()).toMatch(/exactly one site must be default, found 2/);
    expect(messages([entry('ALPHA'), entry('BRAVO')]).join()).toMatch(/exactly one site must be default, found 0/);
  });

  it.each(['alpha', 'Alpha', '1ALPHA', 'AL-PHA', '', '_ALPHA'])('rejects the key %j', (key) => {
    expect(siteSchema.safeParse(entry('ALPHA', { key })).success).toBe(false);
  });

  it('accepts keys with digits and underscores (their .localhost host drops the underscore)', () => {
    expect(siteSchema.safeParse(entry('ALPHA_2')).success).toBe(false); // alpha_2.localhost is no host name
    expect(siteSchema.safeParse(entry('ALPHA_2', { hosts: ['alpha2.localhost'] })).success).toBe(true);
  });

  it.each(['Alpha.localhost', 'alpha.localhost:3000', 'alpha.localhost.', 'alpha .localhost', 'http://alpha.localhost'])(
    'rejects the host %j',
    (host) => {
      expect(siteSchema.safeParse(entry('ALPHA', { hosts: ['alpha.localhost', host] })).success).toBe(false);
    },
  );

  it('requires exactly one .localhost host', () => {
    expect(siteSchema.safeParse(entry('ALPHA', { hosts: ['alpha4d.example.com'] })).success).toBe(false);
    expect(siteSchema.safeParse(entry('ALPHA', { hosts: ['alpha.localhost', 'a.localhost'] })).success).toBe(false);
  });

  it('requires landing.bottomImage on the landing variant, and only there', () => {
    expect(siteSchema.safeParse(entry('LANDING', { loginVariant: 'landing' })).success).toBe(false);
    expect(siteSchema.safeParse(entry('LANDING', { loginVariant: 'landing', landing: { bottomImage: 'bottom.svg' } })).success).toBe(true);
    expect(siteSchema.safeParse(entry('ALPHA', { landing: { bottomImage: 'bottom.svg' } })).success).toBe(false);
  });

  it('accepts 0x0 and null logos but not half-empty sizes', () => {
    expect(siteSchema.safeParse(entry('ALPHA', { logo: null })).success).toBe(true);
    expect(siteSchema.safeParse(entry('ALPHA', { logo: { file: 'logo.svg', width: 0, height: 0 } })).success).toBe(true);
    expect(siteSchema.safeParse(entry('ALPHA', { logo: { file: 'logo.svg', width: 0, height: 40 } })).success).toBe(false);
    expect(siteSchema.safeParse(entry('ALPHA', { logo: { file: 'logo.svg', width: -1, height: -1 } })).success).toBe(false);
  });

  it.each(['../logo.svg', 'img/logo.svg', 'logo', 'logo.exe', '.svg'])('rejects the file name %j', (file) => {
    expect(siteSchema.safeParse(entry('ALPHA', { logo: { file, width: 10, height: 10 } })).success).toBe(false);
  });

  it('rejects unknown fields and values outside the spec', () => {
    expect(siteSchema.safeParse({ ...entry('ALPHA'), colour: 'red' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...entry('ALPHA'), loginButtonText: 'Log in' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...entry('ALPHA'), userIdPlaceholder: 'Username' }).success).toBe(false);
    expect(siteSchema.safeParse({ ...entry('ALPHA'), styleFolder: '../x' }).success).toBe(false);
  });
});

describe('parseRegistry', () => {
  it('returns the parsed sites', () => {
    expect(parseRegistry(valid()).map((site) => site.key)).toEqual(['HOME', 'ALPHA', 'BRAVO']);
  });

  it('throws one error naming each bad entry by index and key', () => {
    const data = [...valid(), entry('CHARLIE', { loginVariant: 'landing' })];
    expect(() => parseRegistry(data)).toThrow(/Invalid sites\/registry\.json:\n {2}- entry 3 \(CHARLIE\) landing: the landing variant needs/);
  });

  it('reports registry-wide problems without an entry', () => {
    expect(() => parseRegistry([entry('ALPHA')])).toThrow(/registry: exactly one site must be default/);
  });
});
