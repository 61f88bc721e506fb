import type { FetchResult, Operation } from '@apollo/client/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, shellConfigResponse } from '../../app/shell.testing';
import { goOffline, throughHttpLink } from '../../graphql/offline.testing';
import ContactPage from './ContactPage';

const cmsBlocks = (operation: Operation): FetchResult => {
  const contents: Record<string, string> = {
    'contact-us-banner': '<p>We answer within one business day.</p>',
    'contact-us-sidebar': '<h3>Visit us</h3><p>12 Market Street</p>'
  };
  const identifiers = operation.variables.identifiers as string[];
  return {
    data: {
      cmsBlocks: {
        __typename: 'CmsBlocks',
        items: identifiers.map((identifier) => ({ __typename: 'CmsBlock', identifier, title: identifier, content: contents[identifier] }))
      }
    }
  };
};

const accepted: FetchResult = { data: { contactUs: { __typename: 'ContactUsOutput', status: true } } };

function renderContactPage(responses: Record<string, FetchResult | ((operation: Operation) => FetchResult | Promise<FetchResult>)> = {}) {
  return renderShell(<ContactPage />, {
    path: '/contact-us',
    responses: { GetShellConfig: shellConfigResponse(), GetCmsBlocks: cmsBlocks, SubmitContactForm: accepted, ...responses }
  });
}

async function fillForm(values: { name?: string; email?: string; telephone?: string; comment?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByRole('textbox', { name: 'Name' }), values.name);
  if (values.email) await user.type(screen.getByRole('textbox', { name: 'Email' }), values.email);
  if (values.telephone) await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), values.telephone);
  if (values.comment) await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), values.comment);
  return user;
}

const contactRequests = (sent: Operation[]) => sent.filter((operation) => operation.operationName === 'SubmitContactForm');

describe('ContactPage', () => {
  // Each test starts from an empty persisted cache, as on a first visit.
  beforeEach(() => window.localStorage.clear());

  it('shows a loading view while the store config loads', async () => {
    await renderShell(<ContactPage />, { responses: { GetShellConfig: () => new Promise<FetchResult>(() => {}) } });
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
  });

  it('shows the not-found page when the store has the contact form disabled', async () => {
    await renderContactPage({ GetShellConfig: shellConfigResponse({ contact_enabled: false }) });
    expect(await screen.findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
  });

  it('shows the title, the CMS blocks around the form and the fields, telephone marked optional', async () => {
    await renderContactPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact Us - Luma Demo'));
    expect(await screen.findByText('We answer within one business day.')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByRole('heading', { name: 'Visit us' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: "What's on your mind?" })).toBeRequired();
    const telephone = within(form).getByRole('textbox', { name: 'Phone Number Optional' });
    expect(telephone).not.toBeRequired();
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('on an empty submit marks name, e-mail and comment as required, focuses the first and sends nothing', async () => {
    const { sent } = await renderContactPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Is required.')).toHaveLength(3);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Is required.');
    expect(screen.getByRole('textbox', { name: /^Phone Number/ })).toHaveAttribute('aria-invalid', 'false');
    expect(contactRequests(sent)).toHaveLength(0);

    // Fixing a field clears its message as the shopper types.
    await user.type(name, 'Ada');
    expect(screen.getAllByText('Is required.')).toHaveLength(2);
  });

  it('treats a blank name as missing and checks the e-mail address', async () => {
    const { sent } = await renderContactPage();
    await screen.findByRole('form', { name: 'Contact form' });
    const user = await fillForm({ name: '   ', email: 'ada@example', comment: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Is required.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(contactRequests(sent)).toHaveLength(0);
  });

  it('shows a field error once the shopper leaves it', async () => {
    await renderContactPage();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-address');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('sends the message, shows the busy state, then replaces the form with the thank-you message', async () => {
    let answer: (result: FetchResult) => void = () => {};
    const { sent } = await renderContactPage({
      SubmitContactForm: () => new Promise<FetchResult>((resolve) => (answer = resolve))
    });
    await screen.findByRole('form', { name: 'Contact form' });
    const user = await fillForm({ name: ' Ada Lovelace ', email: 'ada@example.com', comment: 'Do you ship to Paris?' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = await screen.findByRole('button', { name: 'Submitting' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('aria-busy', 'true');
    expect(contactRequests(sent)).toHaveLength(1);
    expect(contactRequests(sent)[0].variables).toEqual({
      input: { name: 'Ada Lovelace', email: 'ada@example.com', comment: 'Do you ship to Paris?' }
    });

    await act(async () => answer(accepted));
    expect(await screen.findByText("Thanks for contacting us with your comments and questions. We'll respond to you very soon.")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
  });

  it('sends the telephone number when one is given', async () => {
    const { sent } = await renderContactPage();
    await screen.findByRole('form', { name: 'Contact form' });
    const user = await fillForm({ name: 'Ada', email: 'ada@example.com', telephone: '+1 555 0100', comment: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Thanks for contacting us/);
    expect(contactRequests(sent)[0].variables.input).toEqual({ name: 'Ada', email: 'ada@example.com', telephone: '+1 555 0100', comment: 'Hi' });
  });

  it("shows the server's error in plain words, scrolled into view, and keeps everything typed", async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await renderContactPage({
        SubmitContactForm: {
          data: { contactUs: null },
          errors: [{ message: 'Enter the comment and try again.', extensions: { category: 'graphql-input' } }]
        } as FetchResult
      });
      await screen.findByRole('form', { name: 'Contact form' });
      const user = await fillForm({ name: 'Ada', email: 'ada@example.com', telephone: '555', comment: 'Hi there' });
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Enter the comment and try again.');
      expect(alert).not.toHaveTextContent('An error has occurred');
      expect(scrollIntoView).toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
      expect(screen.getByRole('textbox', { name: /^Phone Number/ })).toHaveValue('555');
      expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('Hi there');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('shows the generic form error when the request fails without a message for the shopper, and can be sent again', async () => {
    let attempts = 0;
    await renderContactPage({
      SubmitContactForm: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Failed to fetch');
        return accepted;
      }
    });
    await screen.findByRole('form', { name: 'Contact form' });
    const user = await fillForm({ name: 'Ada', email: 'ada@example.com', comment: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred. Please check the input and try again.');
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Thanks for contacting us/)).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('offline, says sending needs a connection instead of the generic error, and keeps everything typed', async () => {
    const OFFLINE_TEXT = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';
    await renderContactPage({ SubmitContactForm: throughHttpLink });
    await screen.findByRole('form', { name: 'Contact form' });
    const user = await fillForm({ name: 'Ada', email: 'ada@example.com', comment: 'Hi there' });
    const backOnline = goOffline();
    try {
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(OFFLINE_TEXT);
      expect(alert).not.toHaveTextContent('An error has occurred');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
      expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('Hi there');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    } finally {
      backOnline();
    }
  });
});
