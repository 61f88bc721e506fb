import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import IconButton from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label, its icon hidden from assistive technology', async () => {
    const onClick = jest.fn();
    const { container } = render(<IconButton label="Close the cart" icon="close" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close the cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard', async () => {
    const onClick = jest.fn();
    render(<IconButton label="Open menu" icon="menu" onClick={onClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('shows visible text or a badge beside the icon, keeping the label as its name', () => {
    render(
      <IconButton label="Cart, 2 items" icon="bag" className="trigger">
        <span data-testid="badge">2</span>
      </IconButton>
    );
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(screen.getByTestId('badge')).toHaveTextContent('2');
    expect(button).toHaveClass('trigger');
  });

  it('puts the icon after the text when asked', () => {
    render(
      <IconButton label="Remove filter Color: Red" icon="close" iconPosition="end">
        <span>Color: Red</span>
      </IconButton>
    );
    const button = screen.getByRole('button', { name: 'Remove filter Color: Red' });
    expect(button.lastElementChild?.tagName.toLowerCase()).toBe('svg');
  });

  it('passes state attributes and its ref through, and is not clickable while disabled', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    render(<IconButton ref={ref} label="Store: Default" aria-expanded={false} disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Store: Default' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
