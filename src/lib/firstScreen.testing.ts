import { act } from '@testing-library/react';
import { markFirstScreenRendered, resetFirstScreenForTests } from './firstScreen';

// For tests of what waits for the visit's first screen (lib/firstScreen).

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** Puts the test on the visit's first page, before it has loaded; timers are fake until `leaveFirstPage`. */
export function openFirstPage(): void {
  jest.useFakeTimers();
  setReadyState('interactive');
  resetFirstScreenForTests();
}

/** The first page loads and shows its first screen, and the frames after it pass. */
export function settleFirstScreen(): void {
  setReadyState('complete');
  act(() => {
    window.dispatchEvent(new Event('load'));
    markFirstScreenRendered();
    jest.advanceTimersByTime(100);
  });
}

/** Back to a page that had loaded before the test, as the other tests expect. */
export function leaveFirstPage(): void {
  jest.useRealTimers();
  setReadyState('complete');
  resetFirstScreenForTests();
}
