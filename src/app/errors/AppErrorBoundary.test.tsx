import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../../lib/pageNavigation';
import { reportUnhandledError } from '../../store';
import { renderShell } from '../testing';
import AppErrorBoundary from './AppErrorBoundary';
import { useUnhandledErrors } from './useUnhandledErrors';

jest.mock('../../lib/pageNavigation', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

function Exploding(): never {
  throw new Error('render failed');
}

function UnhandledErrorToasts() {
  useUnhandledErrors();
  return null;
}

describe('errors', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('replaces the app with the mask and an error toast after a render error; dismissing reloads', async () => {
    await renderShell(
      <AppErrorBoundary>
        <p>Shop content</p>
        <Exploding />
      </AppErrorBoundary>
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Sorry! An unexpected error occurred.');
    expect(toast).toHaveTextContent(/Debug: \S+ http:\/\/localhost/);
    expect(screen.queryByText('Shop content')).not.toBeInTheDocument();
    expect(screen.getByTestId('mask')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('shows collected unhandled errors with their id until the shopper marks them handled', async () => {
    const { store } = await renderShell(<UnhandledErrorToasts />);
    act(() => void store.dispatch(reportUnhandledError(new Error('thunk failed'))));
    const [collected] = store.getState().app.unhandledErrors;
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(`Debug: ${collected.id}`);
    expect(console.error).toHaveBeenCalledWith(`Unhandled error ${collected.id}:`, expect.any(Error));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().app.unhandledErrors).toEqual([]);
    expect(store.getState().app.isErrorHandled).toBe(true);
  });

  it('collects uncaught promise rejections', async () => {
    const { store } = await renderShell(<UnhandledErrorToasts />);
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('lost promise') });
    act(() => void window.dispatchEvent(event));
    expect(store.getState().app.unhandledErrors.map((error) => error.message)).toEqual(['lost promise']);
  });
});
