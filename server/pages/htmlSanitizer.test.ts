import { rememberingSanitizer, serverHtmlSanitizer } from './htmlSanitizer';

describe('the server’s HTML sanitiser', () => {
  it('sanitises each distinct HTML once while it is kept, and answers the same', () => {
    const asked: string[] = [];
    const sanitize = rememberingSanitizer((html) => {
      asked.push(html);
      return html.replace(/<script>.*?<\/script>/g, '');
    }, 100);
    const dirty = '<p>Linen</p><script>alert(1)</script>';
    expect(sanitize(dirty)).toBe('<p>Linen</p>');
    expect(sanitize(dirty)).toBe('<p>Linen</p>');
    expect(sanitize('<p>Cotton</p>')).toBe('<p>Cotton</p>');
    expect(asked).toEqual([dirty, '<p>Cotton</p>']);
  });

  it('keeps a bounded amount: the least recently used input is sanitised again, one larger than the bound every time', () => {
    const asked: string[] = [];
    const sanitize = rememberingSanitizer((html) => (asked.push(html), html), 40);
    const [a, b, c] = ['a'.repeat(10), 'b'.repeat(10), 'c'.repeat(10)];
    sanitize(a);
    sanitize(b);
    sanitize(c); // 60 characters kept would pass 40: `a` goes
    sanitize(c);
    sanitize(a);
    const huge = 'h'.repeat(30);
    sanitize(huge);
    sanitize(huge);
    expect(asked).toEqual([a, b, c, a, huge, huge]);
  });

  it('still removes what could run code when answering from what it kept', async () => {
    const sanitize = await serverHtmlSanitizer();
    const dirty = '<p onclick="steal()">Soft <a href="javascript:steal()" target="_blank">linen</a></p><script>steal()</script>';
    const first = sanitize(dirty);
    expect(first).not.toMatch(/script|onclick|javascript:/);
    expect(first).toContain('rel="noopener noreferrer"');
    expect(sanitize(dirty)).toBe(first);
  });
});
