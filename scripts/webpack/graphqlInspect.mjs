// Stands in for graphql's `inspect` where its visitor imports it (see webpack.config.js): the visitor only describes
// a value that is not an AST node in the error it throws, and graphql's describer of any value is 0.5 KB gzipped.
export function inspect(value) {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
