import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import RequireSignIn from '../../../app/RequireSignIn';
import { renderShell } from '../../../app/shell.testing';
import { goOffline, throughHttpLink } from '../../../graphql/offline.testing';
import { cartDetails, detailsAnswer } from '../../cart/cart.testing';
import AccountTrigger from '../menu/AccountTrigger';
import CreateAccountPage from './CreateAccountPage';
import SignInPage from './SignInPage';
import { createInitialUserState } from '../user/userSlice';
import { initialCartState } from '../../cart/cartSlice';

beforeEach(() => window.localStorage.clear());

const customer = {
  __typename: 'Customer',
  id: '1',
  email: 'roni_cost@example.com',
  firstname: 'Veronica',
  lastname: 'Costello',
  is_subscribed: false
};

describe('SignInPage', () => {
  it('shows the server error in plain words when the password is wrong', async () => {
    await renderShell(<SignInPage />, {
      path: '/sign-in',
      responses: {
        SignIn: { errors: [{ message: 'The account sign-in was incorrect.' }] } as never
      }
    });
    fireEvent.change(await screen.findByLabelText('Email Address'), { target: { value: 'roni_cost@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The account sign-in was incorrect.')).toBeInTheDocument();
  });

  it('offline, says signing in needs a connection and keeps what was typed', async () => {
    const OFFLINE_TEXT = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';
    await renderShell(<SignInPage />, { path: '/sign-in', responses: { SignIn: throughHttpLink } });
    fireEvent.change(await screen.findByLabelText('Email Address'), { target: { value: 'roni_cost@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    const backOnline = goOffline();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
      expect(screen.getByLabelText('Email Address')).toHaveValue('roni_cost@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('secret');
    } finally {
      backOnline();
    }
  });

  it('asks for the required fields before calling the server', async () => {
    const { sent } = await renderShell(<SignInPage />, { path: '/sign-in' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Is required.')).toHaveLength(2);
    expect(sent.map((operation) => operation.operationName)).not.toContain('SignIn');
  });

  it('signs in from the guard, merges the guest cart into the customer cart and returns to the guarded page', async () => {
    const { store, sent } = await renderShell(
      <Routes>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route
          path="/order-history"
          element={
            <RequireSignIn>
              <p>Orders page</p>
            </RequireSignIn>
          }
        />
      </Routes>,
      {
        path: '/order-history',
        preloadedState: { cart: { ...initialCartState, cartId: 'guest-cart' } },
        responses: {
          SignIn: { data: { generateCustomerToken: { __typename: 'CustomerToken', token: 'tok' } } },
          GetCustomerDetails: { data: { customer } },
          GetCustomerCart: { data: { customerCart: { __typename: 'Cart', id: 'customer-cart' } } },
          MergeCarts: { data: { mergeCarts: { __typename: 'Cart', id: 'customer-cart' } } },
          GetCartDetails: { data: detailsAnswer(cartDetails([], { id: 'customer-cart' }))() as Record<string, unknown> }
        }
      }
    );
    fireEvent.change(await screen.findByLabelText('Email Address'), { target: { value: 'roni_cost@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'roni_cost3@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    expect(await screen.findByText('Orders page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/order-history');
    await waitFor(() => expect(store.getState().cart.cartId).toBe('customer-cart'));
    expect(store.getState().user).toMatchObject({ isSignedIn: true, currentUser: { firstname: 'Veronica' } });
    const merge = sent.find((operation) => operation.operationName === 'MergeCarts');
    expect(merge?.variables).toEqual({ sourceCartId: 'guest-cart', destinationCartId: 'customer-cart' });
  });
});

describe('CreateAccountPage', () => {
  it('is prefilled from the query and shows the §5 password and confirmation messages', async () => {
    const { sent } = await renderShell(<CreateAccountPage />, {
      path: '/create-account?email=ada%40example.com&firstName=Ada&lastName=Lovelace'
    });
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcdefgh' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(
      await screen.findByText('A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.')
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords must match.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Ab1' } });
    expect(await screen.findByText('Must contain at least 8 character(s).')).toBeInTheDocument();
    expect(sent.map((operation) => operation.operationName)).not.toContain('CreateAccount');
  });
});

describe('AccountTrigger', () => {
  it("reads 'Sign In' for a guest and opens the sign-in form", async () => {
    await renderShell(<AccountTrigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create an Account' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('greets a signed-in shopper by first name and lists the account pages with Sign Out', async () => {
    await renderShell(<AccountTrigger />, {
      preloadedState: {
        user: { ...createInitialUserState(), isSignedIn: true, token: 'tok', currentUser: { email: 'v@x.co', firstname: 'Veronica', lastname: 'C' } }
      }
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hi, Veronica' }));
    expect(await screen.findByRole('link', { name: 'Address Book' }, { timeout: 8000 })).toHaveAttribute('href', '/address-book');
    expect(screen.getByRole('link', { name: 'Order History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
