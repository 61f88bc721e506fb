import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../../lib/pageNavigation';
import { reportUnhandledError } from '../../store';
import * as headerModule from '../header/Header';
import { renderShell, shellConfigResponse } from '../shell.testing';
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
  afterEach(() => {
    jest.restoreAllMocks();
    jest.mocked(reloadPage).mockClear();
  });

  it('replaces the page with the masked shell (header and footer under the mask) and an error toast; dismissing reloads', async () => {
    await renderShell(
      <AppErrorBoundary>
        <p>Shop content</p>
        <Exploding />
      </AppErrorBoundary>,
      { responses: { GetShellConfig: shellConfigResponse() } }
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Sorry! An unexpected error occurred.');
    expect(toast).toHaveTextContent(/Debug: \S+ http:\/\/localhost/);
    expect(screen.queryByText('Shop content')).not.toBeInTheDocument();
    const shell = screen.getByTestId('masked-shell');
    expect(within(shell).getByRole('banner')).toBeInTheDocument();
    expect(within(shell).getByRole('contentinfo')).toBeInTheDocument();
    expect(shell).toHaveAttribute('inert');
    expect(screen.getByTestId('mask')).toHaveClass('active');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('keeps the masked shell and its toast when the header fails again in it', async () => {
    const spy = jest.spyOn(headerModule, 'default').mockImplementation(() => {
      throw new Error('header failed');
    });
    await renderShell(
      <AppErrorBoundary>
        <Exploding />
      </AppErrorBoundary>,
      { responses: { GetShellConfig: shellConfigResponse() } }
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry! An unexpected error occurred.');
    expect(screen.getByTestId('masked-shell')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('reloads when the render-error toast times out (15 s), instead of leaving a bare mask', async () => {
    jest.useFakeTimers();
    try {
      await renderShell(
        <AppErrorBoundary>
          <Exploding />
        </AppErrorBoundary>
      );
      await screen.findByRole('alert');
      act(() => void jest.advanceTimersByTime(14999));
      expect(reloadPage).not.toHaveBeenCalled();
      act(() => void jest.advanceTimersByTime(1));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
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

  it('marks an unhandled error handled when its toast times out', async () => {
    jest.useFakeTimers();
    try {
      const { store } = await renderShell(<UnhandledErrorToasts />);
      act(() => void store.dispatch(reportUnhandledError(new Error('thunk failed'))));
      await screen.findByRole('alert');
      act(() => void jest.advanceTimersByTime(15000));
      expect(store.getState().app).toMatchObject({ unhandledErrors: [], isErrorHandled: true });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('collects uncaught promise rejections', async () => {
    const { store } = await renderShell(<UnhandledErrorToasts />);
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: new Error('lost promise') });
    act(() => void window.dispatchEvent(event));
    expect(store.getState().app.unhandledErrors.map((error) => error.message)).toEqual(['lost promise']);
  });
});
