/** Node's arguments for one storefront server process (heap budget of STOREFRONT_HEAP_MB, tsx, server/main.ts). */
export function serverNodeArgs(env?: NodeJS.ProcessEnv): string[];
