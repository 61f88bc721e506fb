import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { CodeUnavailableError } from '../../lib/chunkLoad';
import { OfflineError } from '../../lib/offline';
import FormError, { type FormErrorProps } from './FormError';

const renderError = (props: FormErrorProps) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <FormError {...props} />
    </IntlProvider>
  );

// What a GraphQL feature passes: the messages the server chose to word.
const serverMessages = (error: unknown) =>
  ((error as { graphQLErrors?: Array<{ message: string }> }).graphQLErrors ?? []).map((entry) => entry.message);

const graphQLFailure = (...messages: string[]) =>
  Object.assign(new Error(messages.join(', ')), { graphQLErrors: messages.map((message) => ({ message })) });

describe('FormError', () => {
  it('shows nothing while there is no failure', () => {
    renderError({ errors: [null, undefined], describe: serverMessages });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("lists the server's messages when it gave several, and shows one as a sentence", () => {
    const { unmount } = renderError({ errors: [graphQLFailure('First problem.', 'Second problem.')], describe: serverMessages });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First problem.', 'Second problem.']);
    unmount();
    renderError({ errors: [graphQLFailure('Only problem.')], describe: serverMessages });
    expect(screen.getByRole('alert')).toHaveTextContent('Only problem.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('falls back to the generic §5 text when no message may be shown', () => {
    renderError({ errors: [new Error('Failed to fetch')], describe: serverMessages });
    expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred. Please check the input and try again.');
  });

  it("words the failure the feature's way when given a describe, and says an action needs a connection when offline", () => {
    const { unmount } = renderError({ errors: [new Error('Missing required information: cartId')], describe: (error) => [(error as Error).message] });
    expect(screen.getByRole('alert')).toHaveTextContent('Missing required information: cartId');
    unmount();
    renderError({ errors: [new OfflineError()], describe: (error) => [(error as Error).message] });
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline, so this could not be done.');
  });

  it('says an action whose code did not load (a new deploy) lost nothing and can be tried again, also from a failure kept in state', () => {
    const expected = 'This could not be done: part of the shop did not load. Nothing was lost: try again, or reload the page.';
    const { unmount } = renderError({ errors: [new CodeUnavailableError()], describe: serverMessages });
    expect(screen.getByRole('alert')).toHaveTextContent(expected);
    unmount();
    renderError({ errors: [{ name: 'CodeUnavailableError', message: 'Part of the shop could not be loaded.' }], describe: serverMessages });
    expect(screen.getByRole('alert')).toHaveTextContent(expected);
  });
});
