import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serverNodeArgs } from './serverCommand.js';

describe('serverNodeArgs', () => {
  it('caps the heap at 1 GB by default and at STOREFRONT_HEAP_MB when set, then runs server/main.ts with tsx', () => {
    expect(serverNodeArgs({})).toEqual(['--max-old-space-size=1024', '--import', 'tsx', path.resolve(__dirname, '..', 'server', 'main.ts')]);
    expect(serverNodeArgs({ STOREFRONT_HEAP_MB: '512' })[0]).toBe('--max-old-space-size=512');
  });

  it('refuses a heap budget that is not a whole number of at least 64 MB, naming the variable', () => {
    for (const bad of ['0', '63', '1.5', 'lots', '-1']) {
      expect(() => serverNodeArgs({ STOREFRONT_HEAP_MB: bad })).toThrow(`STOREFRONT_HEAP_MB must be a whole number of at least 64, got "${bad}".`);
    }
  });

  it('gives a process started with these flags that heap limit', () => {
    const [heapFlag] = serverNodeArgs({ STOREFRONT_HEAP_MB: '300' });
    const limitMb = Number(
      execFileSync(process.execPath, [heapFlag, '-e', 'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit / 1048576))'], {
        encoding: 'utf8'
      })
    );
    // The limit is the old generation plus the young one (a few tens of MB).
    expect(limitMb).toBeGreaterThanOrEqual(300);
    expect(limitMb).toBeLessThan(400);
  });
});
