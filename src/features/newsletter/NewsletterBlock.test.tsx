import type { FetchResult, Operation } from '@apollo/client/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, shellConfigResponse } from '../../app/shell.testing';
import { goOffline, throughHttpLink } from '../../graphql/offline.testing';
import NewsletterBlock from './NewsletterBlock';

const subscribed = (status = 'SUBSCRIBED'): FetchResult => ({
  data: { subscribeEmailToNewsletter: { __typename: 'SubscribeEmailToNewsletterOutput', status } }
});

const alreadySubscribed = {
  data: { subscribeEmailToNewsletter: null },
  errors: [{ message: 'This email address is already subscribed.', extensions: { category: 'graphql-input' } }]
} as FetchResult;

function renderBlock(responses: Record<string, FetchResult | ((operation: Operation) => FetchResult | Promise<FetchResult>)> = {}) {
  return renderShell(
    <footer>
      <NewsletterBlock />
    </footer>,
    { responses: { GetShellConfig: shellConfigResponse(), SubscribeToNewsletter: subscribed(), ...responses } }
  );
}

const subscriptions = (sent: Operation[]) => sent.filter((operation) => operation.operationName === 'SubscribeToNewsletter');

describe('NewsletterBlock', () => {
  beforeEach(() => window.localStorage.clear());

  it('renders nothing when the store has the newsletter disabled', async () => {
    await renderBlock({ GetShellConfig: shellConfigResponse({ newsletter_enabled: false }) });
    // Let the config arrive, then check nothing showed up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('renders nothing while the store config loads', async () => {
    await renderBlock({ GetShellConfig: () => new Promise<FetchResult>(() => {}) });
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('shows the heading, the e-mail field and the Subscribe button when enabled', async () => {
    await renderBlock();
    expect(await screen.findByRole('region', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('validates the address before sending anything', async () => {
    const { sent } = await renderBlock();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAccessibleDescription('Is required.');
    expect(field).toHaveFocus();

    await user.type(field, 'someone@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(subscriptions(sent)).toHaveLength(0);
  });

  it('subscribes, shows Subscribing while busy, then the success toast, and clears the field', async () => {
    let answer: (result: FetchResult) => void = () => {};
    const { sent } = await renderBlock({ SubscribeToNewsletter: () => new Promise<FetchResult>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(field, ' shopper@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: 'Subscribing' })).toBeDisabled();
    expect(subscriptions(sent).map((operation) => operation.variables)).toEqual([{ email: 'shopper@example.com' }]);

    await act(async () => answer(subscribed()));
    expect(await screen.findByText('The email address is subscribed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('asks the shopper to confirm when the store needs a confirmation first', async () => {
    await renderBlock({ SubscribeToNewsletter: subscribed('NOT_ACTIVE') });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing. Please check your inbox to confirm your subscription.')).toBeInTheDocument();
  });

  it('lists the error under the field when the address is already subscribed, keeping what was typed', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await renderBlock({ SubscribeToNewsletter: alreadySubscribed });
      const user = userEvent.setup();
      const field = await screen.findByRole('textbox', { name: 'Email address' });
      await user.type(field, 'shopper@example.com');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This email address is already subscribed.');
      expect(field).toHaveAccessibleDescription('This email address is already subscribed.');
      expect(field).toHaveValue('shopper@example.com');
      expect(screen.queryByText('The email address is subscribed.')).not.toBeInTheDocument();
      expect(scrollIntoView).toHaveBeenCalled();
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('shows the generic form error when the failure has no message for the shopper, and a retry can succeed', async () => {
    let attempts = 0;
    await renderBlock({
      SubscribeToNewsletter: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Response not successful: Received status code 502');
        return subscribed();
      }
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'shopper@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred. Please check the input and try again.');
    expect(screen.queryByText(/502/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('The email address is subscribed.')).toBeInTheDocument();
    expect(screen.queryByText('An error has occurred. Please check the input and try again.')).not.toBeInTheDocument();
  });

  it('offline, says subscribing needs a connection instead of the generic error, keeping the address', async () => {
    const OFFLINE_TEXT = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';
    await renderBlock({ SubscribeToNewsletter: throughHttpLink });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(field, 'shopper@example.com');
    const backOnline = goOffline();
    try {
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(OFFLINE_TEXT);
      expect(alert).not.toHaveTextContent('An error has occurred');
      expect(field).toHaveValue('shopper@example.com');
    } finally {
      backOnline();
    }
  });
});
