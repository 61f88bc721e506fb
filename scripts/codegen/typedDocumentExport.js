// graphql-codegen plugin: types the default export of a `.graphql` file (graphql-tag/loader's DocumentNode) as a
// TypedDocumentNode of the operation's generated result and variables, so `useQuery(document)`, `client.query`
// and `mutate` infer them. Only declarations: the bundle keeps the loader's documents as they were.
const { Kind } = require('graphql');

const upperFirst = (name) => name.charAt(0).toUpperCase() + name.slice(1);
const SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

module.exports = {
  plugin(_schema, documents) {
    const definitions = documents.flatMap((source) => source.document?.definitions ?? []);
    const operations = definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
    let type;
    if (operations.length === 1) {
      const name = upperFirst(operations[0].name.value) + SUFFIX[operations[0].operation];
      type = `TypedDocumentNode<${name}, ${name}Variables>`;
    } else if (operations.length === 0 && fragments.length === 1) {
      type = `TypedDocumentNode<${upperFirst(fragments[0].name.value)}Fragment, Record<string, never>>`;
    } else {
      const files = documents.map((source) => source.location).join(', ');
      throw new Error(`${files}: a .graphql file holds one named operation (and the fragments only it uses) or one fragment.`);
    }
    return {
      prepend: ["import type { TypedDocumentNode } from '@graphql-typed-document-node/core';"],
      content: `\ndeclare const document: ${type};\nexport default document;\n`
    };
  }
};
