import { render, screen } from '@testing-library/react';
import Price from './Price';

describe('Price', () => {
  it('shows the amount with its currency symbol and two decimals', () => {
    render(<Price value={1234.5} currencyCode="USD" className="total" />);
    const price = screen.getByText('$1,234.50');
    expect(price).toHaveClass('total');
  });

  it('shows euros with the euro sign', () => {
    render(<Price value={9} currencyCode="EUR" />);
    expect(screen.getByText('€9.00')).toBeInTheDocument();
  });
});
