import vm from 'node:vm';

// Text read by regular expressions, in 720 KB that never closes. A pattern that reads from every start to the end of
// the text takes seconds to minutes at this size (quadratic); read linearly it takes milliseconds. The bound is a
// hundred times that and, unlike a test's timeout, it stops a regular expression in the middle of its work (V8's
// watchdog), so a quadratic pattern fails the test instead of holding it.
const UNCLOSED_BYTES = 720_000;
const BOUND_MS = 3_000;

/** `start` (an unclosed tag or directive) repeated to 720 KB. */
export const unclosed = (start: string) => start.repeat(Math.ceil(UNCLOSED_BYTES / start.length));

/** `work`'s answer, or a thrown "Script execution timed out" once it has run 3 s. */
export const withinBound = <T>(work: () => T): T => vm.runInNewContext('work()', { work }, { timeout: BOUND_MS }) as T;
