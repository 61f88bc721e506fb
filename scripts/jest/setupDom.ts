import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and Apollo use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test starts with empty web storage: the persisted Apollo cache and saved ids must not leak between tests.
// (Some files in this project switch to the node environment with a docblock: they have no window.)
beforeEach(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
