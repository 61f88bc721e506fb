import { nestsDeeperThan } from './htmlNesting';
import { rememberingSanitizer, SANITIZER_BOUNDS, SanitizerThread, serverHtmlSanitizer } from './htmlSanitizer';

const nested = (depth: number) => `${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`;

describe('the server’s HTML sanitiser', () => {
  it('sanitises each distinct HTML once while it is kept, and answers the same', async () => {
    const asked: string[] = [];
    const sanitize = rememberingSanitizer(
      async (html) => {
        asked.push(html);
        return { clean: html.replace(/<script>.*?<\/script>/g, '') };
      },
      { keptCharacters: 100 }
    );
    const dirty = '<p>Linen</p><script>alert(1)</script>';
    expect(await sanitize(dirty)).toBe('<p>Linen</p>');
    expect(await sanitize(dirty)).toBe('<p>Linen</p>');
    expect(await sanitize('<p>Cotton</p>')).toBe('<p>Cotton</p>');
    expect(asked).toEqual([dirty, '<p>Cotton</p>']);
  });

  it('keeps a bounded amount: the least recently used input is sanitised again', async () => {
    const asked: string[] = [];
    const sanitize = rememberingSanitizer(async (html) => (asked.push(html), { clean: html }), { keptCharacters: 40 });
    const [a, b, c] = ['a'.repeat(10), 'b'.repeat(10), 'c'.repeat(10)];
    for (const html of [a, b, c, c, a]) await sanitize(html); // 60 characters kept would pass 40: `a` goes
    expect(asked).toEqual([a, b, c, a]);
  });

  it('asks once for an input asked by several pages at the same time', async () => {
    let jobs = 0;
    const sanitize = rememberingSanitizer(async (html) => (jobs++, { clean: html }));
    expect(await Promise.all([sanitize('<p>a</p>'), sanitize('<p>a</p>'), sanitize('<p>a</p>')])).toEqual(['<p>a</p>', '<p>a</p>', '<p>a</p>']);
    expect(jobs).toBe(1);
  });

  it('remembers what it refused or what failed, and does not try it again; a busy thread is tried again', async () => {
    const asked: string[] = [];
    const refusals: string[] = [];
    const sanitize = rememberingSanitizer(
      async (html) => {
        asked.push(html);
        if (html === 'busy') return { refused: 'the sanitiser is busy', remember: false };
        if (html === 'broken') throw new Error('Maximum call stack size exceeded');
        return { refused: 'took longer than 3000 ms' };
      },
      { onRefused: (reason) => refusals.push(reason) }
    );
    for (let round = 0; round < 3; round += 1) {
      for (const html of ['slow', 'broken', 'busy']) expect(await sanitize(html)).toBeUndefined();
    }
    expect(asked).toEqual(['slow', 'broken', 'busy', 'busy', 'busy']);
    expect(refusals).toEqual(['took longer than 3000 ms', 'Maximum call stack size exceeded']);
  });

  it('leaves content longer than its bound to the browser without sending it to the thread', async () => {
    let jobs = 0;
    const sanitize = rememberingSanitizer(async (html) => (jobs++, { clean: html }), { maxCharacters: 10 });
    expect(await sanitize('x'.repeat(11))).toBeUndefined();
    expect(await sanitize('x'.repeat(10))).toBe('x'.repeat(10));
    expect(jobs).toBe(1);
  });
});

describe('how deep HTML nests, read as text', () => {
  it('counts open elements as the parser pairs them', () => {
    expect(nestsDeeperThan(nested(128), 128)).toBe(false);
    expect(nestsDeeperThan(nested(129), 128)).toBe(true);
    expect(nestsDeeperThan('<div><p>a<p>b<p>c</div>'.repeat(200), 3)).toBe(false);
    expect(nestsDeeperThan(`<ul>${'<li>item'.repeat(1_000)}</ul><br><img src="a.jpg"><hr>`, 3)).toBe(false);
    // End tags that close nothing open do not make content look shallower than it is.
    expect(nestsDeeperThan('<div></span>'.repeat(200), 128)).toBe(true);
    expect(nestsDeeperThan('<DIV><Section></section></div>'.repeat(1_000), 2)).toBe(false);
  });

  it('reads 360 KB of tags that never close linearly', () => {
    for (const unclosed of ['<div ', '<div', '</div ', '<a'.padEnd(360_000, 'a')]) {
      expect(nestsDeeperThan(unclosed.repeat(Math.ceil(360_000 / unclosed.length)), 128)).toBe(false);
    }
  });
});

describe('the sanitiser’s thread', () => {
  it('sanitises with the SPA’s rules, off the event loop', async () => {
    const sanitize = await serverHtmlSanitizer();
    const dirty = '<p onclick="steal()">Soft <a href="javascript:steal()" target="_blank">linen</a></p><script>steal()</script>';
    const first = await sanitize(dirty);
    expect(first).not.toMatch(/script|onclick|javascript:/);
    expect(first).toContain('rel="noopener noreferrer"');
    expect(await sanitize(dirty)).toBe(first);
  }, 30_000);

  it('refuses content nested deeper than its bound before parsing it (4,000 nested elements took 14 s, then overflowed)', async () => {
    const thread = new SanitizerThread();
    try {
      expect(await thread.sanitize(nested(4_000))).toEqual({ refused: `nested deeper than ${SANITIZER_BOUNDS.depth} elements` });
      expect(await thread.sanitize(nested(SANITIZER_BOUNDS.depth))).toEqual({ clean: nested(SANITIZER_BOUNDS.depth) });
    } finally {
      await thread.close();
    }
  }, 30_000);

  it('stops a job that overruns its time limit, and the next job runs on a new thread', async () => {
    // No content sanitises in a millisecond; the limit is that short so that this one overruns it.
    const thread = new SanitizerThread(1);
    const heavy = '<p>Lorem <a href="/x">ipsum</a> <img src="/media/a.jpg"> dolor.</p>'.repeat(5_000);
    try {
      const waiting = [thread.sanitize(heavy), thread.sanitize(heavy)];
      expect(await Promise.all(waiting)).toEqual([{ refused: 'took longer than 1 ms' }, { refused: 'took longer than 1 ms' }]);
    } finally {
      await thread.close();
    }
    const roomy = new SanitizerThread();
    try {
      expect(await roomy.sanitize('<p>Linen</p><script>x</script>')).toEqual({ clean: '<p>Linen</p>' });
    } finally {
      await roomy.close();
    }
  }, 60_000);
});
