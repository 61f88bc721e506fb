import { ApolloError } from '@apollo/client/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import frMessages from '../../i18n/fr_FR.json';
import { OfflineError } from './offline';
import { useErrorMessage, useErrorText } from './useErrorText';

const OFFLINE_EN = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';

function inLocale(locale: string, messages: Record<string, string> = {}) {
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages}>
      {children}
    </IntlProvider>
  );
}

const offline = new ApolloError({ networkError: new OfflineError() });
const describeError = jest.fn((error: unknown) => `described: ${(error as Error).message}`);

beforeEach(() => describeError.mockClear());

describe('useErrorText', () => {
  it('says an action tried offline needs a connection and lost nothing, without asking `describe`', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper: inLocale('en-US') });
    expect(result.current(offline, describeError)).toBe(OFFLINE_EN);
    expect(result.current(new OfflineError(), describeError)).toBe(OFFLINE_EN);
    expect(describeError).not.toHaveBeenCalled();
  });

  it('says it in the store view language', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper: inLocale('fr-FR', frMessages) });
    expect(result.current(offline, describeError)).toBe(frMessages['offline.actionNeedsConnection']);
    expect(result.current(offline, describeError)).not.toBe(OFFLINE_EN);
  });

  it('leaves any other failure to `describe`', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper: inLocale('en-US') });
    const failure = new ApolloError({ networkError: new TypeError('Failed to fetch') });
    expect(result.current(failure, describeError)).toBe('described: Failed to fetch');
    expect(describeError).toHaveBeenCalledWith(failure);
  });

  it('keeps the same function between renders', () => {
    const { result, rerender } = renderHook(() => useErrorText(), { wrapper: inLocale('en-US') });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useErrorMessage', () => {
  it("is '' without an error, else the text useErrorText gives", () => {
    const { result, rerender } = renderHook(({ error }: { error: unknown }) => useErrorMessage(error, describeError), {
      wrapper: inLocale('en-US'),
      initialProps: { error: null as unknown }
    });
    expect(result.current).toBe('');
    rerender({ error: offline });
    expect(result.current).toBe(OFFLINE_EN);
    rerender({ error: new Error('Nope') });
    expect(result.current).toBe('described: Nope');
  });
});
