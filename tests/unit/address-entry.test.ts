// One entry of an address list, as the page checks it in the browser and the contract on the platform.
import { isAddressEntry as contractTakes } from '@/lib/contract/address-lists';
import { isAddressEntry } from '@/lib/domain/address-entry';
import { addressLines } from '@/lib/domain/address-lines';

const GOOD = ['1.2.3.4', ' 10.0.0.0/8 ', '0.0.0.0/0', '255.255.255.255/32', '::1', '::', '2001:DB8::/32', '2001:db8::/128', '::ffff:1.2.3.4', '::ffff:10.0.0.0/104', 'fe80::1:2:3:4'];
const BAD = ['', 'garbage', '1.2.3', '1.2.3.4.5', '256.0.0.1', '01.2.3.4', '1.2.3.4/33', '1.2.3.4/', '1.2.3.4/024', '1.2.3.4/8/8', '2001:db8::/129', '2001:db8::/-1',
  'fe80::1%eth0', '[::1]', '::1:', 'localhost', '1.2.3.4 5.6.7.8', 'x'.repeat(65), '1.2.3.4/3\u0000', 'gggg::1', '1::2::3', '1:2:3:4:5:6:7:8:9'];

test.each(GOOD)('takes %j, in the page and on the platform alike', (entry) => {
  expect(isAddressEntry(entry)).toBe(true);
  expect(contractTakes(entry)).toBe(true);
});

test.each(BAD)('refuses %j, in the page and on the platform alike', (entry) => {
  expect(isAddressEntry(entry)).toBe(false);
  expect(contractTakes(entry)).toBe(false);
});

test('the typed text: one entry a line, blank lines skipped, bad lines named by their number, the size bounded', () => {
  expect(addressLines('10.0.0.1\n\n  garbage  \r\n2001:db8::/32\n1.2.3.4/33\n')).toEqual({ entries: ['10.0.0.1', 'garbage', '2001:db8::/32', '1.2.3.4/33'], badLines: [3, 5], tooMany: false });
  expect(addressLines('')).toEqual({ entries: [], badLines: [], tooMany: false });
  expect(addressLines(Array.from({ length: 201 }, (_, index) => `10.0.0.${index % 250}`).join('\n')).tooMany).toBe(true);
});
