import { cleanDeclarations, cleanPageBuilderCss } from './pageBuilderCss';
import { createHtmlSanitizer } from './sanitizeHtml';

describe("Page Builder's style blocks", () => {
  it('keeps the rules of Page Builder elements and their mobile media query, quoting the ids', () => {
    const css =
      '#html-body [data-pb-style=G9MYVDT]{justify-content:flex-start;display:flex}' +
      '#html-body [data-pb-style=LRWC0VQ],#html-body [data-pb-style=OU23J5R]{max-width:100%;height:auto}' +
      '@media only screen and (max-width: 768px) { #html-body [data-pb-style=MOJM78Q]{border-style:none} }';
    expect(cleanPageBuilderCss(css)).toBe(
      '#html-body [data-pb-style="G9MYVDT"]{justify-content:flex-start;display:flex}' +
        '#html-body [data-pb-style="LRWC0VQ"],#html-body [data-pb-style="OU23J5R"]{max-width:100%;height:auto}' +
        '@media only screen and (max-width: 768px){#html-body [data-pb-style="MOJM78Q"]{border-style:none}}'
    );
  });

  it('drops rules for anything but Page Builder elements, and other at-rules', () => {
    const css =
      'body{display:none}#html-body{background:red}.price{color:red}#html-body [data-pb-style=A1] p{color:red}' +
      '@import url(/x.css);@font-face{font-family:x;src:url(/f.woff)}@media print{#html-body [data-pb-style=A1]{color:red}}';
    expect(cleanPageBuilderCss(css)).toBe('');
  });

  it('drops declarations that could fetch from elsewhere or break out of their block', () => {
    expect(cleanDeclarations('color:red;background-image:url(https://tracker.example/x.gif);width:expression(alert(1))')).toBe('color:red');
    expect(cleanDeclarations('background:url(/media/wysiwyg/a.jpg) center;behavior:url(x.htc)')).toBe('background:url(/media/wysiwyg/a.jpg) center');
    expect(cleanDeclarations('color:red}body{display:none')).toBe('');
    expect(cleanDeclarations('content:"\\3c script"')).toBe('');
  });

  it('refuses image-set(), whose strings are URLs, in every property that takes an image', () => {
    for (const property of [
      'background',
      'background-image',
      'border-image',
      'border-image-source',
      'list-style-image',
      'mask-image',
      'content',
      'cursor'
    ]) {
      for (const value of [
        'image-set("https://tracker.example/a.png" 1x)',
        '-webkit-image-set("//tracker.example/a.png" 1x)',
        'IMAGE-SET("http://x.example/a.png" 1x)'
      ]) {
        expect(cleanDeclarations(`color:red;${property}:${value}`)).toBe('color:red');
      }
    }
    expect(cleanDeclarations('background-image:image("https://tracker.example/a.png");mask:src("https://x.example/m.svg");color:red')).toBe(
      'color:red'
    );
    expect(cleanPageBuilderCss('#html-body [data-pb-style=A1]{background-image:-webkit-image-set("https://tracker.example/a.png" 1x)}')).toBe('');
  });

  it('refuses positions on the window (fixed, sticky), which would lay the content over the shop', () => {
    expect(cleanDeclarations('position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647')).toBe(
      'top:0;left:0;width:100vw;height:100vh;z-index:2147483647'
    );
    for (const value of ['sticky', '-webkit-sticky', 'FIXED !important', 'var(--p)'])
      expect(cleanDeclarations(`position:${value};color:red`)).toBe('color:red');
    expect(cleanDeclarations('position:relative;top:2px')).toBe('position:relative;top:2px');
    expect(cleanDeclarations('position:absolute !important')).toBe('position:absolute !important');
  });

  it('filters style attributes of Page Builder markup by the same rules', () => {
    const sanitize = createHtmlSanitizer(window);
    const markup = sanitize(
      '<div data-content-type="row" style="position:fixed;inset:0;background-image:image-set(&quot;https://tracker.example/a.png&quot; 1x);color:red">' +
        '<a href="https://elsewhere.example/">Win</a></div>'
    );
    expect(markup).toContain('<style data-pb-styles>#html-body [data-pb-style="inline1"]{inset:0;color:red}</style>');
    expect(markup).not.toMatch(/image-set|fixed|tracker/);
  });
});
