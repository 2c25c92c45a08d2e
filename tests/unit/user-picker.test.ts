import {
  DROPDOWN_MAX_HEIGHT_PX,
  filterUserOptions,
  isSmallDevice,
  optionHeightPx,
  placeholderKey,
  statusKey,
  userLabel,
  userName,
  userOptions,
  type PickerUser,
} from '@/lib/domain/user-picker';

describe('option labels', () => {
  it.each<[PickerUser, string]>([
    [{ UserId: 'agent1', UserName: 'Agent One' }, 'agent1 - Agent One'],
    [{ UserId: 'agent1', Username: 'Agent One' }, 'agent1 - Agent One'],
    [{ UserId: 'agent1', UserName: 'Primary', Username: 'Fallback' }, 'agent1 - Primary'],
    [{ UserId: 'agent1', UserName: '', Username: 'Fallback' }, 'agent1 - Fallback'],
    [{ UserId: 'agent1', UserName: '   ', Username: 'Fallback' }, 'agent1 - Fallback'],
    [{ UserId: 'agent1', UserName: null, Username: null }, 'agent1'],
    [{ UserId: 'agent1' }, 'agent1'],
    [{ UserId: 'm1', UserName: '  Padded  ' }, 'm1 - Padded'],
  ])('%j -> %p', (user, label) => {
    expect(userLabel(user)).toBe(label);
  });

  test('userName falls back to Username', () => {
    expect(userName({ UserId: 'x', Username: 'Y' })).toBe('Y');
    expect(userName({ UserId: 'x' })).toBe('');
  });
});

describe('sort order: ADMIN first, then non-zero ids, then zero ids, then by label', () => {
  const users: PickerUser[] = [
    { UserId: 'member1', UserName: 'Member One' },
    { UserId: '0', UserName: 'All' },
    { UserId: 'agent2', UserName: 'Agent Two' },
    { UserId: 'Agent10', UserName: 'Ten' },
    { UserId: 'admin', UserName: 'Administrator' },
    { UserId: 'agent1', UserName: 'Agent One' },
    { UserId: 'clerk', UserName: 'Clerk', Role: 'ADMIN' },
    { UserId: 'zed' },
  ];

  test('the exact order', () => {
    expect(userOptions(users).map((option) => option.label)).toEqual([
      'admin - Administrator',
      'clerk - Clerk',
      'agent1 - Agent One',
      'agent2 - Agent Two',
      'Agent10 - Ten',
      'member1 - Member One',
      'zed',
      '0 - All',
    ]);
  });

  test('the order does not depend on the input order', () => {
    const reversed = userOptions([...users].reverse());
    expect(reversed).toEqual(userOptions(users));
  });

  test('ADMIN by id is case-insensitive; by role it is exact', () => {
    const order = userOptions([{ UserId: 'b' }, { UserId: 'Admin' }, { UserId: 'c', Role: 'admin' }, { UserId: 'd', Role: 'ADMIN' }]).map(
      (o) => o.UserId,
    );
    expect(order).toEqual(['Admin', 'd', 'b', 'c']);
  });

  test('alphabetical is case-insensitive and numeric-aware', () => {
    const order = userOptions([{ UserId: 'm10' }, { UserId: 'M2' }, { UserId: 'm1' }]).map((o) => o.UserId);
    expect(order).toEqual(['m1', 'M2', 'm10']);
  });

  test('duplicate ids keep the first', () => {
    expect(userOptions([{ UserId: 'a', UserName: 'First' }, { UserId: 'a', UserName: 'Second' }])).toEqual([
      { UserId: 'a', label: 'a - First' },
    ]);
  });

  test('no input, no options', () => {
    expect(userOptions([])).toEqual([]);
  });
});

describe('the special user 0 entry', () => {
  test('is added with its translated label, after every other user', () => {
    expect(userOptions([{ UserId: 'b' }, { UserId: 'admin' }], 'All')).toEqual([
      { UserId: 'admin', label: 'admin' },
      { UserId: 'b', label: 'b' },
      { UserId: '0', label: '0 - All' },
    ]);
  });

  test('is not added twice when the list has it', () => {
    expect(userOptions([{ UserId: '0', UserName: 'Company' }], 'All')).toEqual([{ UserId: '0', label: '0 - Company' }]);
  });

  test('is left out without a label', () => {
    expect(userOptions([{ UserId: 'b' }])).toEqual([{ UserId: 'b', label: 'b' }]);
  });

  test('is the only option of an empty list', () => {
    expect(userOptions([], '全部')).toEqual([{ UserId: '0', label: '0 - 全部' }]);
  });
});

describe('search by id or name', () => {
  const options = userOptions([{ UserId: 'agent1', UserName: 'Agent One' }, { UserId: 'member1', UserName: 'Tan Ah Kow' }], 'All');
  it.each([
    ['', ['agent1', 'member1', '0']],
    ['  ', ['agent1', 'member1', '0']],
    ['AGENT', ['agent1']],
    ['kow', ['member1']],
    ['1', ['agent1', 'member1']],
    ['all', ['0']],
    ['nobody', []],
  ])('%p finds %j', (term, found) => {
    expect(filterUserOptions(options, term).map((option) => option.UserId)).toEqual(found);
  });
});

describe('texts and sizes', () => {
  test('placeholder keys', () => {
    expect(placeholderKey(false)).toBe('placeholder');
    expect(placeholderKey(true)).toBe('placeholderMobile');
  });

  it.each([
    [true, 0, 'loading'],
    [true, 5, 'loading'],
    [false, 0, 'empty'],
    [false, 1, null],
  ])('loading %p with %p options: %p', (loading, count, key) => {
    expect(statusKey(loading, count)).toBe(key);
  });

  it.each([
    [320, 24, true],
    [360, 24, true],
    [361, 26, false],
    [375, 26, false],
    [1920, 26, false],
  ])('%d px wide: options %d px high', (width, height, small) => {
    expect(optionHeightPx(width)).toBe(height);
    expect(isSmallDevice(width)).toBe(small);
  });

  test('dropdowns are at most 650 px high', () => {
    expect(DROPDOWN_MAX_HEIGHT_PX).toBe(650);
  });
});
