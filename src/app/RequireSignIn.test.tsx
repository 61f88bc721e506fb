import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createInitialUserState } from '../features/account/user/userSlice';
import RequireSignIn from './RequireSignIn';
import { renderShell } from './shell.testing';

function SignInPage() {
  const { state } = useLocation();
  return <p>Sign in to continue to {(state as { from: string }).from}</p>;
}

const routes = (
  <Routes>
    <Route path="/sign-in" element={<SignInPage />} />
    <Route
      path="/order-history"
      element={
        <RequireSignIn>
          <p>Your orders</p>
        </RequireSignIn>
      }
    />
  </Routes>
);

describe('RequireSignIn', () => {
  it('sends a guest to /sign-in and remembers where they were going', async () => {
    await renderShell(routes, { path: '/order-history?page=2' });
    expect(screen.getByText('Sign in to continue to /order-history?page=2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  });

  it('lets a signed-in customer through', async () => {
    await renderShell(routes, { path: '/order-history', preloadedState: { user: { ...createInitialUserState(), isSignedIn: true } } });
    expect(screen.getByText('Your orders')).toBeInTheDocument();
  });
});
