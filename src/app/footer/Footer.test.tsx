import { screen, within } from '@testing-library/react';
import { renderShell, shellConfigResponse } from '../testing';
import Footer from './Footer';

describe('footer', () => {
  it('shows the three link groups, the copyright from the store config and the contact link when enabled', async () => {
    await renderShell(<Footer />, { responses: { GetShellConfig: shellConfigResponse() } });
    expect(await screen.findByText('Copyright © Luma Demo')).toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Account', 'Sign In', 'Register', 'Order Status', 'Returns']);
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/create-account');
    const about = screen.getByRole('navigation', { name: 'About' });
    expect(within(about).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['About Us', 'Our Story', 'Email Signup', 'Give Back']);
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
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(within(help).getAllByRole('listitem')).toHaveLength(5);
  });
});
