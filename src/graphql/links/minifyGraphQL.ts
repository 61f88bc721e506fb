const isNameChar = (char: string | undefined) => char !== undefined && /[_0-9A-Za-z]/.test(char);

/**
 * Removes GraphQL's ignored characters (white space, commas, comments) outside string literals,
 * keeping a single space only where two names or numbers would otherwise merge. A small scanner,
 * so the browser bundle needs no GraphQL lexer.
 */
export function minifyGraphQL(text: string): string {
  let output = '';
  let pendingSeparator = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"') {
      const block = text.startsWith('"""', i);
      const quote = block ? '"""' : '"';
      let end = i + quote.length;
      while (end < text.length && !text.startsWith(quote, end)) end += text[end] === '\\' ? 2 : 1;
      end += quote.length;
      if (pendingSeparator && isNameChar(output[output.length - 1])) output += ' ';
      pendingSeparator = false;
      output += text.slice(i, end);
      i = end;
    } else if (char === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
      pendingSeparator = true;
    } else if (/[\s,\uFEFF]/.test(char)) {
      pendingSeparator = true;
      i++;
    } else {
      if (pendingSeparator && isNameChar(output[output.length - 1]) && (isNameChar(char) || char === '-')) output += ' ';
      pendingSeparator = false;
      output += char;
      i++;
    }
  }
  return output;
}
