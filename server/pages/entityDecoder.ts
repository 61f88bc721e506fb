import { decodeHTML } from 'entities';
import { installEntityDecoder } from '../../src/lib/htmlEntities';

/**
 * The server has no DOM to decode Magento's entities with as the browser does (src/lib/htmlEntities.ts): fb55's
 * `entities` follows the same HTML5 rules (every named reference, numeric ones, the legacy names that need no `;`).
 * Installed once by the page composer, whose cache reads give the head decoded names, as the SPA's give its pages.
 */
export function installServerEntityDecoder(): void {
  installEntityDecoder((text) => decodeHTML(text));
}
