declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.graphql' {
  import type { DocumentNode } from 'graphql';
  const document: DocumentNode;
  export default document;
}

declare module '*.svg' {
  const url: string;
  export default url;
}
