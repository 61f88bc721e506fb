import type { Operation } from '@apollo/client/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '../../app/shell.testing';
import { goOffline, throughHttpLink } from '../../graphql/offline.testing';
import AccountDrawerActions from './menu/AccountDrawerActions';
import AccountDrawerView from './menu/AccountDrawerView';
import CommunicationsPage from './information/CommunicationsPage';
import OrderHistoryPage from './orders/OrderHistoryPage';
import SavedPaymentsPage from './savedPayments/SavedPaymentsPage';
import WishlistButton from './wishlist/WishlistButton';
import { createInitialUserState } from './user/userSlice';

const LAZY = { timeout: 8000 };

/** A signed-in shopper's heart, once its code has loaded and it can be pressed. */
const enabledHeart = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Add to Favorites' });
    expect(button).toBeEnabled();
    return button;
  });
const signedIn = (overrides: Partial<ReturnType<typeof createInitialUserState>['currentUser']> = {}) => ({
  user: {
    ...createInitialUserState(),
    token: 'tok',
    isSignedIn: true,
    currentUser: { email: 'v@example.com', firstname: 'Veronica', lastname: 'Costello', is_subscribed: false, ...overrides }
  }
});

const money = (value: number) => ({ __typename: 'Money', currency: 'USD', value });
const address = {
  __typename: 'OrderAddress',
  firstname: 'Veronica',
  lastname: 'Costello',
  street: ['6146 Honey Bluff Parkway'],
  city: 'Calder',
  region: 'Michigan',
  postcode: '49628',
  country_code: 'US',
  telephone: '5555550100'
};
const order = {
  __typename: 'CustomerOrder',
  id: 'MQ==',
  number: '000000042',
  order_date: '2026-11-20 10:00:00',
  status: 'Pending',
  total: {
    __typename: 'OrderTotal',
    subtotal_excl_tax: money(54),
    subtotal_incl_tax: money(59.4),
    discounts: [{ __typename: 'Discount', label: '10% off your order', amount: money(5.4) }],
    total_shipping: money(10),
    shipping_handling: { __typename: 'ShippingHandling', amount_including_tax: money(10.73) },
    taxes: [{ __typename: 'TaxItem', title: 'CA Sales Tax (7.25%)', amount: money(5.4) }],
    grand_total: money(64),
    grand_total_excl_tax: money(58.6)
  },
  payment_methods: [{ __typename: 'OrderPaymentMethod', name: 'Bank Transfer Payment', type: 'banktransfer', additional_data: [] }],
  items: [
    {
      __typename: 'OrderItem',
      id: 'i1',
      product_name: 'Augusta Relaxed Tote Bag',
      product_sku: 'BAG-0091',
      quantity_ordered: 2,
      product_sale_price: money(27)
    }
  ],
  shipping_address: address,
  billing_address: address
};
/** How the store view shows an order's totals: Magento's defaults, but each tax on its own line. */
const ORDER_DISPLAY = {
  __typename: 'StoreConfig',
  store_code: 'default',
  orders_invoices_credit_memos_display_price: 1,
  orders_invoices_credit_memos_display_subtotal: 1,
  orders_invoices_credit_memos_display_shipping_amount: 1,
  orders_invoices_credit_memos_display_grandtotal: false,
  orders_invoices_credit_memos_display_full_summary: true,
  orders_invoices_credit_memos_display_zero_tax: false
};
const customerWith = (fields: Record<string, unknown>) => ({ data: { customer: { __typename: 'Customer', id: '1', ...fields } } });
/** The GetCustomerOrders answer: the customer's orders and the store view's display settings. */
const ordersAnswer = (orders: Record<string, unknown>, storeConfig: Record<string, unknown> = ORDER_DISPLAY) => ({
  data: { ...customerWith({ orders }).data, storeConfig }
});

describe('OrderHistoryPage', () => {
  it('lists orders with number, status and total, and expands one to its items and addresses', async () => {
    await renderShell(<OrderHistoryPage />, {
      preloadedState: signedIn(),
      responses: {
        GetCustomerOrders: ordersAnswer({ __typename: 'CustomerOrders', total_count: 1, items: [order] })
      }
    });
    const row = (await screen.findByText('000000042')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('$64.00');
    expect(screen.queryByText(/Augusta Relaxed Tote Bag/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show order 000000042' }));
    expect(screen.getByText(/Augusta Relaxed Tote Bag × 2/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping Address' })).toBeInTheDocument();
    expect(screen.getAllByText(/6146 Honey Bluff Parkway/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Hide order 000000042' })).toHaveAttribute('aria-expanded', 'true');
    // Every line the shop charged, with its label.
    const lines = screen.getByRole('heading', { name: 'Order Totals' }).parentElement!.querySelectorAll('dt, dd');
    expect([...lines].map((cell) => cell.textContent)).toEqual([
      'Subtotal',
      '$54.00',
      '10% off your order',
      '-$5.40',
      'Shipping & Handling',
      '$10.00',
      'CA Sales Tax (7.25%)',
      '$5.40',
      'Grand Total',
      '$64.00'
    ]);
    expect(screen.getByText('Payment Method: Bank Transfer Payment')).toBeInTheDocument();
    expect(screen.queryByText(/Purchase Order Number/)).not.toBeInTheDocument();
  });

  it('shows the shipping without and with tax when the store view shows both in orders (setting 3)', async () => {
    await renderShell(<OrderHistoryPage />, {
      preloadedState: signedIn(),
      responses: {
        GetCustomerOrders: ordersAnswer(
          { __typename: 'CustomerOrders', total_count: 1, items: [order] },
          { ...ORDER_DISPLAY, orders_invoices_credit_memos_display_shipping_amount: 3 }
        )
      }
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show order 000000042' }));
    expect(screen.getByText('Shipping (Excl. Tax)').nextElementSibling).toHaveTextContent('$10.00');
    expect(screen.getByText('Shipping (Incl. Tax)').nextElementSibling).toHaveTextContent('$10.73');
  });

  it("shows a purchase order's number beside its method", async () => {
    const paidByPo = {
      ...order,
      payment_methods: [
        {
          __typename: 'OrderPaymentMethod',
          name: 'Purchase Order',
          type: 'purchaseorder',
          additional_data: [{ __typename: 'KeyValue', name: 'po_number', value: 'PO-77' }]
        }
      ]
    };
    await renderShell(<OrderHistoryPage />, {
      preloadedState: signedIn(),
      responses: { GetCustomerOrders: ordersAnswer({ __typename: 'CustomerOrders', total_count: 1, items: [paidByPo] }) }
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show order 000000042' }));
    expect(screen.getByText('Payment Method: Purchase Order')).toBeInTheDocument();
    expect(screen.getByText('Purchase Order Number: PO-77')).toBeInTheDocument();
  });

  it('names every cell after its column, so a phone can show each order as a card, and keeps the table roles', async () => {
    await renderShell(<OrderHistoryPage />, {
      preloadedState: signedIn(),
      responses: {
        GetCustomerOrders: customerWith({ orders: { __typename: 'CustomerOrders', total_count: 1, items: [order] } })
      }
    });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Order Number', 'Order Date', 'Status', 'Order Total', 'Details']);
    const [, orderRow] = within(table).getAllByRole('row');
    const cells = within(orderRow).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([...headers.slice(0, 4), undefined]);
    expect(cells.map((cell) => cell.textContent)).toEqual(['000000042', expect.stringMatching(/2026/), 'Pending', '$64.00', 'Show order 000000042']);
    // The button's cell has no label of its own: the button says what it does.
    expect(within(cells[4]).getByRole('button', { name: 'Show order 000000042' })).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    await renderShell(<OrderHistoryPage />, {
      preloadedState: signedIn(),
      responses: { GetCustomerOrders: ordersAnswer({ __typename: 'CustomerOrders', total_count: 0, items: [] }) }
    });
    expect(await screen.findByText("You don't have any orders yet.")).toBeInTheDocument();
  });
});

describe('SavedPaymentsPage', () => {
  it('shows stored cards and deletes one, then shows the empty state', async () => {
    const token = {
      __typename: 'PaymentToken',
      public_hash: 'abc',
      payment_method_code: 'braintree',
      type: 'card',
      details: '{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}'
    };
    let tokens = [token];
    const { sent } = await renderShell(<SavedPaymentsPage />, {
      preloadedState: signedIn(),
      responses: {
        GetSavedPayments: () => ({ data: { customerPaymentTokens: { __typename: 'CustomerPaymentTokens', items: tokens } } }),
        DeleteSavedPayment: () => {
          tokens = [];
          return {
            data: {
              deletePaymentToken: {
                __typename: 'DeletePaymentTokenOutput',
                result: true,
                customerPaymentTokens: { __typename: 'CustomerPaymentTokens', items: [] }
              }
            }
          };
        }
      }
    });
    expect(await screen.findByText('VI •••• 1111')).toBeInTheDocument();
    expect(screen.getByText('Expires 12/2030')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no saved payments.')).toBeInTheDocument();
    expect(sent.find((operation: Operation) => operation.operationName === 'DeleteSavedPayment')?.variables).toEqual({ publicHash: 'abc' });
  });
});

describe('CommunicationsPage', () => {
  it('subscribes the customer to the newsletter', async () => {
    const { sent, store } = await renderShell(<CommunicationsPage />, {
      preloadedState: signedIn(),
      responses: {
        UpdateCustomer: {
          data: {
            updateCustomerV2: {
              __typename: 'CustomerOutput',
              customer: { __typename: 'Customer', id: '1', email: 'v@example.com', firstname: 'Veronica', lastname: 'Costello', is_subscribed: true }
            }
          }
        }
      }
    });
    const checkbox = screen.getByRole('checkbox', { name: 'Stay on the cutting edge of fashion news' });
    expect(checkbox).not.toBeChecked();
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your preferences have been updated.')).toBeInTheDocument();
    expect(sent.find((operation: Operation) => operation.operationName === 'UpdateCustomer')?.variables).toEqual({ input: { is_subscribed: true } });
    expect(store.getState().user.currentUser.is_subscribed).toBe(true);
  });
});

describe('WishlistButton', () => {
  it('sends a signed-out shopper to sign in, remembering the product page', async () => {
    await renderShell(<WishlistButton sku="BAG-0091" />, { path: '/augusta-tote.html' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-in'));
  });

  it('adds the product for a signed-in shopper and then offers to remove it', async () => {
    let items: unknown[] = [];
    const product = {
      __typename: 'SimpleProduct',
      uid: 'p1',
      sku: 'BAG-0091',
      name: 'Augusta Relaxed Tote Bag',
      url_key: 'augusta',
      url_suffix: '.html',
      small_image: { __typename: 'ProductImage', url: '/media/tote.jpg', label: 'Tote' },
      price_range: { __typename: 'PriceRange', minimum_price: { __typename: 'ProductPrice', final_price: money(27) } }
    };
    const wishlist = () => ({ __typename: 'Wishlist', id: '7', items_count: items.length, items_v2: { __typename: 'WishlistItems', items } });
    const { sent } = await renderShell(<WishlistButton sku="BAG-0091" />, {
      preloadedState: signedIn(),
      responses: {
        GetWishlist: () => customerWith({ wishlists: [wishlist()] }),
        AddProductToWishlist: () => {
          items = [{ __typename: 'WishlistItem', id: '11', quantity: 1, product }];
          return {
            data: {
              addProductsToWishlist: {
                __typename: 'AddProductsToWishlistOutput',
                user_errors: [],
                wishlist: { __typename: 'Wishlist', id: '7', items_count: 1 }
              }
            }
          };
        }
      }
    });
    await waitFor(() => expect(sent.some((operation: Operation) => operation.operationName === 'GetWishlist')).toBe(true));
    const button = await enabledHeart();
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Remove from Favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(sent.find((operation: Operation) => operation.operationName === 'AddProductToWishlist')?.variables).toEqual({
      wishlistId: '7',
      items: [{ sku: 'BAG-0091', quantity: 1 }]
    });
    // The toast's words show at once, then in the toast's own component once its chunk is in.
    await waitFor(() => expect(screen.getByText('The item was added to your favorites.')).toBeInTheDocument());
  });
});

describe('WishlistButton offline', () => {
  it('says adding a favorite needs a connection, and leaves the button as it was', async () => {
    const OFFLINE_TEXT = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';
    const wishlist = { __typename: 'Wishlist', id: '7', items_count: 0, items_v2: { __typename: 'WishlistItems', items: [] } };
    await renderShell(<WishlistButton sku="BAG-0091" />, {
      preloadedState: signedIn(),
      responses: { GetWishlist: () => customerWith({ wishlists: [wishlist] }), AddProductToWishlist: throughHttpLink }
    });
    const button = await enabledHeart();
    const backOnline = goOffline();
    try {
      fireEvent.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Favorites' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Add to Favorites' })).toHaveAttribute('aria-pressed', 'false');
    } finally {
      backOnline();
    }
  });
});

describe('drawer account views and actions', () => {
  it('offers Sign In and Create Account to a guest, switching the drawer view', async () => {
    const setView = jest.fn();
    await renderShell(<AccountDrawerActions setView={setView} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(setView.mock.calls).toEqual([['SIGN_IN'], ['CREATE_ACCOUNT']]);
  });

  it('offers My Account and Sign Out when signed in, and is disabled while a modal view is open', async () => {
    const setView = jest.fn();
    await renderShell(<AccountDrawerActions setView={setView} disabled />, { preloadedState: signedIn() });
    expect(screen.getByRole('button', { name: /Hi, Veronica/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
  });

  it('renders the sign-in form in the SIGN_IN view with its way to the forgot-password view', async () => {
    const setView = jest.fn();
    await renderShell(<AccountDrawerView view="SIGN_IN" setView={setView} onClose={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }, LAZY));
    expect(setView).toHaveBeenCalledWith('FORGOT_PASSWORD');
  });

  it('lists the account pages in the MY_ACCOUNT view and closes the drawer on a link', async () => {
    const onClose = jest.fn();
    await renderShell(<AccountDrawerView view="MY_ACCOUNT" setView={jest.fn()} onClose={onClose} />, { preloadedState: signedIn() });
    fireEvent.click(screen.getByRole('link', { name: 'Saved Payments' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/saved-payments');
  });
});
