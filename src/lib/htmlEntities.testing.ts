/**
 * What decoding Magento's text fields must give, in the browser (DOMParser) and on the server (`entities`): the same
 * table proves both, so the head the server writes and the page the SPA shows agree.
 */
export const ENTITY_CASES: ReadonlyArray<readonly [description: string, encoded: string, decoded: string]> = [
  ['named entities, as Luma sample labels carry them', 'Cocona&reg; performance fabric', 'Cocona® performance fabric'],
  ['a trade mark', 'LumaTech&trade;', 'LumaTech™'],
  ['a fraction', '&frac14; zip', '¼ zip'],
  ['a name only HTML5 has', '&bigstar; &NotNestedGreaterGreater;', '★ ⪢̸'],
  ['decimal references', 'Wash at 30&#176;, &#174;', 'Wash at 30°, ®'],
  ['hexadecimal references, either case, beyond the basic plane', '&#xAE; &#XAE; &#x1F600;', '® ® 😀'],
  ['a legacy name without its semicolon, as browsers read it', 'Fish &amp Chips', 'Fish & Chips'],
  ['a name that needs its semicolon, without it', 'LumaTech&trade', 'LumaTech&trade'],
  ['an unknown name', 'Size &bogus; large', 'Size &bogus; large'],
  ['an ampersand that starts no reference', 'AT&T & Co &; &#; &#x;', 'AT&T & Co &; &#; &#x;'],
  ['a malformed hexadecimal reference', '&#xZZ;', '&#xZZ;'],
  ['references to no character', '&#0; &#x110000;', '\uFFFD \uFFFD'],
  ['an escaped entity, decoded once only', '&amp;lt;b&amp;gt; &amp;reg;', '&lt;b&gt; &reg;'],
  ['script-looking text, which stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
  [
    'markup around an entity, which is text too',
    '<img src=x onerror=alert(1)><b>Bold</b> &reg; </textarea>',
    '<img src=x onerror=alert(1)><b>Bold</b> ® </textarea>'
  ],
  ['its spacing', '  Two  spaces &amp; a\nline ', '  Two  spaces & a\nline '],
  ['no entity at all', 'Radiant Tee', 'Radiant Tee']
];
