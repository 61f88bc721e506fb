/**
 * A field as one line of a mail's text: shoppers type some of them (a purchase order number, an option's text, a
 * name), and a line break in one would add a line of its own, such as a forged "Grand total" or a link. Every
 * vertical break Unicode knows (CR, LF, VT, FF, NEL, line and paragraph separators) becomes a space.
 */
export const oneLine = (value: string | number) => String(value).replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, ' ');
