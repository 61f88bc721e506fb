import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Drawer, { type DrawerProps } from './Drawer';

function Page({ drawer }: { drawer?: Partial<DrawerProps> }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen ? (
        <Drawer side="right" title="Cart" closeLabel="Close the cart" onClose={() => setIsOpen(false)} {...drawer}>
          <a href="/checkout">Checkout</a>
        </Drawer>
      ) : null}
    </>
  );
}

async function open(drawer?: Partial<DrawerProps>) {
  render(<Page drawer={drawer} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Cart' });
}

describe('Drawer', () => {
  afterEach(() => document.documentElement.removeAttribute('data-scroll-lock'));

  it('is a modal dialog named by its title, with the focus inside and the page behind locked', async () => {
    const dialog = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the cart' })).toHaveFocus();
    expect(document.documentElement).toHaveAttribute('data-scroll-lock');
  });

  it('keeps Tab inside, closes on Escape and gives the focus back to the opener', async () => {
    const dialog = await open();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close the cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.documentElement).not.toHaveAttribute('data-scroll-lock');
  });

  it('closes with its close button', async () => {
    const dialog = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('stays open on a click on the mask unless asked to close', async () => {
    const dialog = await open();
    await userEvent.click(screen.getByTestId('mask'));
    expect(dialog).toBeInTheDocument();
  });

  it('closes on a click on the mask when asked to', async () => {
    const dialog = await open({ closesOnMaskClick: true });
    await userEvent.click(screen.getByTestId('mask'));
    expect(dialog).not.toBeInTheDocument();
  });
});
