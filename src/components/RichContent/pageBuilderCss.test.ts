import { cleanDeclarations, cleanPageBuilderCss } from './pageBuilderCss';

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
});
