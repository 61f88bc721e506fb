import net from 'node:net';

/**
 * The client a budget is counted against: its IPv4 address (an IPv4-mapped IPv6 address as that IPv4 address), or
 * its IPv6 /64, since one host is given a whole /64 and could otherwise spread its attempts over 2^64 keys. A
 * request whose socket has already closed has no address: 'unknown'.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (!net.isIPv6(ip)) return ip;
  const [head, tail] = ip.split('%')[0].split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
