import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserStorage, SHIPPING_ESTIMATE_KEY, readShippingEstimate, saveShippingEstimate } from '../../../lib/storage';
import type { RestClient } from '../../../rest';
import { RestError } from '../../../rest/RestError';
import { setToken } from '../../account/user/userActions';
import { createInitialUserState } from '../../account/user/userSlice';
import CartPage from '../CartPage';
import { DEFAULT_TAX_DISPLAY } from '../../../components/TotalsLines/totals';
import { cartDetails, cartState, detailsAnswer, fakeApollo, renderWithCart, simpleItem } from '../cart.testing';

// The cart page's "Estimate Shipping and Tax", through the page (its chunk, the summary it feeds) and a fake REST client.

// 2 bags, $90.00, in a store view that names each tax on its own line (as the sample shop's do).
const details = { ...cartDetails([simpleItem()]), taxDisplay: { ...DEFAULT_TAX_DISPLAY, fullSummary: true } };
const REGIONS = () => ({
  country: {
    id: 'US',
    available_regions: [
      { id: 12, code: 'CA', name: 'California' },
      { id: 57, code: 'TX', name: 'Texas' }
    ]
  }
});
const METHODS = [
  {
    carrier_code: 'flatrate',
    method_code: 'flatrate',
    carrier_title: 'Flat Rate',
    method_title: 'Fixed',
    amount: 10,
    base_amount: 10,
    available: true,
    error_message: ''
  },
  {
    carrier_code: 'freeshipping',
    method_code: 'freeshipping',
    carrier_title: 'Free Shipping',
    method_title: 'Free',
    amount: 0,
    available: true,
    error_message: ''
  },
  {
    carrier_code: 'tablerate',
    method_code: 'bestway',
    carrier_title: 'Best Way',
    method_title: 'Table Rate',
    amount: 0,
    available: false,
    error_message: 'This shipping method is not available. To use this shipping method, please contact us.'
  }
];
/** Magento's TotalsInterface for the bags shipped to California by `shipping`. */
const totalsFor = (shipping: number, subtotal = 90) => ({
  subtotal,
  shipping_amount: shipping,
  tax_amount: 6.53,
  grand_total: subtotal + 6.53 + shipping,
  quote_currency_code: 'USD',
  total_segments: [
    { code: 'subtotal', title: 'Subtotal', value: subtotal },
    { code: 'shipping', title: 'Shipping & Handling', value: shipping },
    {
      code: 'tax',
      title: 'Tax',
      value: 6.53,
      extension_attributes: { tax_grandtotal_details: [{ amount: 6.53, rates: [{ percent: '7.25', title: 'CA Sales Tax (7.25%)' }], group_id: 1 }] }
    },
    { code: 'grand_total', title: 'Grand Total', value: Math.round((subtotal + 6.53 + shipping) * 100) / 100 }
  ]
});

type Answer = (path: string, body: Record<string, unknown>) => unknown;
function fakeRest(answer: Answer = (path, body) => (path.endsWith('/estimate-shipping-methods') ? METHODS : shippingOf(body))) {
  const post = jest.fn(async (path: string, body: Record<string, unknown>) => answer(path, body));
  return { post, rest: { request: jest.fn(), get: jest.fn(), post } as unknown as RestClient };
}
const shippingOf = (body: Record<string, unknown>) =>
  totalsFor((body.addressInformation as { shipping_carrier_code?: string }).shipping_carrier_code === 'flatrate' ? 10 : 0);

const storage = new BrowserStorage(window.localStorage);

function renderCart(rest: RestClient, state = {}) {
  const apollo = fakeApollo({ GetCartDetails: detailsAnswer(details), GetEstimateRegions: REGIONS });
  return renderWithCart(<CartPage />, { cart: cartState({ details }), apollo: apollo.apollo, rest, path: '/cart', state });
}

const summaryLine = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

beforeEach(() => window.localStorage.clear());

describe('ShippingEstimate', () => {
  it('asks for a state and a ZIP code as checkout does, then lists the methods and shows shipping and tax in the summary', async () => {
    const { post, rest } = fakeRest();
    const user = userEvent.setup();
    renderCart(rest);
    const toggle = await screen.findByRole('button', { name: 'Estimate Shipping and Tax' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Country: United States')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get estimate' }));
    expect(screen.getAllByText('Is required.')).toHaveLength(2);
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    await user.selectOptions(await screen.findByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('ZIP Code'), ' 94103 ');
    await user.click(screen.getByRole('button', { name: 'Get estimate' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Estimated for California 94103: total $106.53');
    const address = { country_id: 'US', region_code: 'CA', postcode: '94103', region_id: 12, region: 'California' };
    expect(post).toHaveBeenCalledWith('/rest/default/V1/guest-carts/cart-1/estimate-shipping-methods', { address }, { headers: {} });
    expect(post).toHaveBeenCalledWith(
      '/rest/default/V1/guest-carts/cart-1/totals-information',
      { addressInformation: { address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
      { headers: {} }
    );
    const methods = screen.getByRole('group', { name: 'Shipping methods' });
    expect(within(methods).getByRole('radio', { name: 'Flat Rate - Fixed $10.00' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Free Shipping - Free $0.00' })).not.toBeChecked();
    // A carrier that does not ship there says why and cannot be chosen.
    expect(within(methods).queryByRole('radio', { name: /Best Way/ })).not.toBeInTheDocument();
    expect(screen.getByText('Best Way: This shipping method is not available. To use this shipping method, please contact us.')).toBeInTheDocument();

    expect(summaryLine('Estimated shipping')).toHaveTextContent('$10.00');
    expect(summaryLine('CA Sales Tax (7.25%)')).toHaveTextContent('$6.53');
    expect(summaryLine('Estimated total')).toHaveTextContent('$106.53');
    expect(summaryLine('Subtotal')).toHaveTextContent('$90.00');
    expect(readShippingEstimate(storage)).toEqual({
      region_code: 'CA',
      region_id: 12,
      postcode: '94103',
      carrier_code: 'flatrate',
      method_code: 'flatrate'
    });
  });

  it('gives the totals of another method when it is chosen (by keyboard too), and remembers it', async () => {
    const { post, rest } = fakeRest();
    const user = userEvent.setup();
    renderCart(rest);
    await user.click(await screen.findByRole('button', { name: 'Estimate Shipping and Tax' }));
    await user.selectOptions(await screen.findByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('ZIP Code'), '94103{Enter}');
    const flat = await screen.findByRole('radio', { name: 'Flat Rate - Fixed $10.00' });
    await waitFor(() => expect(flat).toBeChecked());
    flat.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(summaryLine('Estimated total')).toHaveTextContent('$96.53'));
    expect(screen.getByRole('radio', { name: 'Free Shipping - Free $0.00' })).toBeChecked();
    expect(summaryLine('Estimated shipping')).toHaveTextContent('$0.00');
    expect(post).toHaveBeenLastCalledWith(
      '/rest/default/V1/guest-carts/cart-1/totals-information',
      expect.objectContaining({ addressInformation: expect.objectContaining({ shipping_carrier_code: 'freeshipping' }) }),
      { headers: {} }
    );
    expect(readShippingEstimate(storage)).toMatchObject({ carrier_code: 'freeshipping', method_code: 'freeshipping' });
  });

  it('shows a remembered estimate again after a reload, open, with its method chosen', async () => {
    saveShippingEstimate(storage, { region_code: 'CA', region_id: 12, postcode: '94103', carrier_code: 'freeshipping', method_code: 'freeshipping' });
    const { post, rest } = fakeRest();
    renderCart(rest);
    expect(await screen.findByRole('radio', { name: 'Free Shipping - Free $0.00' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Estimate Shipping and Tax' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('94103');
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('CA'));
    expect(summaryLine('Estimated total')).toHaveTextContent('$96.53');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('says so when no method ships there, and keeps the tax estimate', async () => {
    const { rest } = fakeRest((path) => (path.endsWith('/estimate-shipping-methods') ? [] : totalsFor(0)));
    const user = userEvent.setup();
    renderCart(rest);
    await user.click(await screen.findByRole('button', { name: 'Estimate Shipping and Tax' }));
    await user.selectOptions(await screen.findByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('ZIP Code'), '94103{Enter}');
    expect(await screen.findByText('Sorry, no quotes are available for this order at this time')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText('Estimated shipping')).not.toBeInTheDocument();
    expect(summaryLine('CA Sales Tax (7.25%)')).toHaveTextContent('$6.53');
  });

  it("says when the shop cannot estimate, and the summary keeps the cart's own figures", async () => {
    const failure = new RestError('POST', '/rest', { status: 503, statusText: 'Service Unavailable' } as Response, { message: 'down' });
    const { rest } = fakeRest(() => {
      throw failure;
    });
    const user = userEvent.setup();
    renderCart(rest);
    await user.click(await screen.findByRole('button', { name: 'Estimate Shipping and Tax' }));
    await user.selectOptions(await screen.findByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('ZIP Code'), '78701{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('We could not get an estimate. Please try again.');
    expect(summaryLine('Estimated total')).toHaveTextContent('$90.00');
    expect(window.localStorage.getItem(storage.storageKey(SHIPPING_ESTIMATE_KEY))).toBeNull();
  });

  it("estimates a signed-in customer's own cart (carts/mine) in the shopper's currency", async () => {
    storage.setItem('store_view_currency', 'EUR');
    saveShippingEstimate(storage, { region_code: 'TX', region_id: 57, postcode: '78701' });
    const { post, rest } = fakeRest();
    renderCart(rest, { user: { ...createInitialUserState(), token: 'tok', isSignedIn: true } });
    await screen.findByRole('radio', { name: 'Flat Rate - Fixed $10.00' });
    expect(post).toHaveBeenCalledWith(
      '/rest/default/V1/carts/mine/estimate-shipping-methods',
      { address: { country_id: 'US', region_code: 'TX', region_id: 57, postcode: '78701' } },
      { headers: { 'Content-Currency': 'EUR' } }
    );
  });

  it('asks again for the same destination when the cart changes, and the summary follows', async () => {
    saveShippingEstimate(storage, { region_code: 'CA', region_id: 12, postcode: '94103', carrier_code: 'flatrate', method_code: 'flatrate' });
    const three = cartDetails([
      simpleItem({
        quantity: 3,
        prices: {
          price: { currency: 'USD', value: 45 },
          row_total: { currency: 'USD', value: 135 },
          price_including_tax: { currency: 'USD', value: 45 },
          row_total_including_tax: { currency: 'USD', value: 135 }
        }
      })
    ]);
    let quantity = 2;
    const { post, rest } = fakeRest((path) => (path.endsWith('/estimate-shipping-methods') ? METHODS : totalsFor(10, quantity * 45)));
    const apollo = fakeApollo({
      GetCartDetails: [detailsAnswer(details), detailsAnswer(three)],
      GetEstimateRegions: REGIONS,
      UpdateCartItem: () => {
        quantity = 3;
        return { updateCartItems: { cart: { id: 'cart-1' }, errors: [] } };
      }
    });
    const user = userEvent.setup();
    renderWithCart(<CartPage />, { cart: cartState({ details }), apollo: apollo.apollo, rest, path: '/cart' });
    await waitFor(() => expect(summaryLine('Estimated total')).toHaveTextContent('$106.53'));
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Leather Bag' }));
    await waitFor(() => expect(summaryLine('Estimated total')).toHaveTextContent('$151.53'));
    expect(post.mock.calls.filter(([path]) => path.endsWith('/estimate-shipping-methods'))).toHaveLength(2);
  });

  it('offers no estimate for a virtual cart, which is not shipped', async () => {
    const virtual = cartDetails([simpleItem()], { is_virtual: true });
    const { post, rest } = fakeRest();
    const apollo = fakeApollo({ GetCartDetails: detailsAnswer(virtual), GetEstimateRegions: REGIONS });
    renderWithCart(<CartPage />, { cart: cartState({ details: virtual }), apollo: apollo.apollo, rest, path: '/cart' });
    await waitFor(() => expect(apollo.calls.map(([name]) => name)).toContain('GetCartDetails'));
    expect(screen.queryByRole('button', { name: 'Estimate Shipping and Tax' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("asks for the customer's own cart once the shopper signs in on the cart page", async () => {
    saveShippingEstimate(storage, { region_code: 'TX', region_id: 57, postcode: '78701' });
    const { post, rest } = fakeRest();
    const { store } = renderCart(rest);
    await screen.findByRole('radio', { name: 'Flat Rate - Fixed $10.00' });
    expect(post.mock.calls[0][0]).toBe('/rest/default/V1/guest-carts/cart-1/estimate-shipping-methods');
    act(() => {
      store.dispatch(setToken('tok'));
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/rest/default/V1/carts/mine/estimate-shipping-methods', expect.anything(), { headers: {} })
    );
  });
});
