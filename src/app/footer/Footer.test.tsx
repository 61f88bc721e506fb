import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, shellConfigResponse } from '../shell.testing';
import Footer from './Footer';

/** An IntersectionObserver the test drives: `bringNear()` tells every observer its element came near. */
function observeByHand() {
  const callbacks: IntersectionObserverCallback[] = [];
  const original = window.IntersectionObserver;
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    callbacks.push(callback);
    return { observe: () => undefined, disconnect: () => undefined } as unknown as IntersectionObserver;
  }) as unknown as typeof IntersectionObserver;
  return {
    bringNear: () =>
      act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))),
    restore: () => {
      window.IntersectionObserver = original;
    }
  };
}

describe('footer', () => {
  it('shows the three link groups, the copyright from the store config and the contact link when enabled', async () => {
    await renderShell(<Footer />, { responses: { GetShellConfig: shellConfigResponse() } });
    expect(await screen.findByText('Copyright © Luma Demo')).toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Account', 'Sign In', 'Register', 'Order Status', 'Returns']);
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/create-account');
    const about = screen.getByRole('navigation', { name: 'About' });
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['About Us', 'Our Story', 'Email Signup', 'Give Back']);
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(help).getByRole('link', { name: 'Customer Service' })).toHaveAttribute('href', '/customer-service');
    expect(screen.getByText('Terms of Use')).toBeInTheDocument();
    expect(screen.getByText('Privacy Policy')).toBeInTheDocument();
  });

  it('hides the contact link when the contact form is disabled', async () => {
    await renderShell(<Footer />, { responses: { GetShellConfig: shellConfigResponse({ contact_enabled: false }) } });
    await screen.findByText('Copyright © Luma Demo');
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('holds the contact link place with a placeholder while the config loads', async () => {
    await renderShell(<Footer />, { responses: { GetShellConfig: () => new Promise(() => {}) as never } });
    const help = await screen.findByRole('navigation', { name: 'Help' });
    expect(within(help).queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(within(help).getAllByRole('listitem')).toHaveLength(5);
  });

  describe('below the first screen', () => {
    let observer: ReturnType<typeof observeByHand>;
    beforeEach(() => {
      observer = observeByHand();
    });
    afterEach(() => observer.restore());

    it('is a landmark with a placeholder until the shopper scrolls near it, then shows its links', async () => {
      await renderShell(<Footer />, { responses: { GetShellConfig: shellConfigResponse() } });
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
      observer.bringNear();
      expect(await within(footer).findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/create-account');
      expect(await within(footer).findByText('Copyright © Luma Demo')).toBeInTheDocument();
    });

    it('renders its links as soon as the shopper moves through the page with Tab, so the keyboard reaches them', async () => {
      await renderShell(<Footer />, { responses: { GetShellConfig: shellConfigResponse() } });
      const footer = screen.getByRole('contentinfo');
      await userEvent.keyboard('a');
      expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
      await userEvent.tab();
      expect(await within(footer).findByRole('link', { name: 'Register' })).toBeInTheDocument();
    });
  });
});
