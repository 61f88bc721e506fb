import { clientKey } from '../domain/clientKey';

test('a client is its IPv4 address, or its IPv6 /64 in one spelling', () => {
  expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
  expect(clientKey('2001:0db8:0001:0002::1')).toBe(clientKey('2001:db8:1:2::9'));
  expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  expect(clientKey('fe80::1%eth0')).toBe(clientKey('fe80::2'));
  expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
  expect(clientKey(undefined)).toBe('unknown');
});
