import { JSDOM } from 'jsdom';
import { parentPort } from 'node:worker_threads';
import { createHtmlSanitizer } from '../../src/components/RichContent/sanitizeHtml';
import { nestsDeeperThan } from './htmlNesting';

/** A job for the sanitiser's thread (server/pages/htmlSanitizer.ts), and its answer. */
export interface SanitizeJob {
  id: number;
  html: string;
  maxDepth: number;
}
export type SanitizeAnswer = { id: number; clean: string } | { id: number; refused: string };

// The SPA's own sanitiser (DOMPurify, same rules) on a DOM of this thread: a heavy input takes this thread's time,
// never the server's event loop.
const sanitize = createHtmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis);
const port = parentPort!;

port.on('message', ({ id, html, maxDepth }: SanitizeJob) => {
  let answer: SanitizeAnswer;
  try {
    answer = nestsDeeperThan(html, maxDepth) ? { id, refused: `nested deeper than ${maxDepth} elements` } : { id, clean: sanitize(html) };
  } catch (error) {
    answer = { id, refused: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
port.postMessage('ready');
