import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import ToastContainer from './ToastContainer';
import { ToastProvider } from './ToastContext';
import { createToast } from './toastState';
import type { ToastApi } from './ToastContext';
import { useToasts } from './useToasts';

function renderToasts() {
  const api: { current?: ToastApi } = {};
  function Capture() {
    api.current = useToasts();
    return null;
  }
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <ToastProvider>
        <Capture />
        <ToastContainer />
      </ToastProvider>
    </IntlProvider>
  );
  return () => api.current as ToastApi;
}

describe('toasts', () => {
  // The toast's code is a chunk of its own, loaded by the first toast shown; the cases below time toasts once it is in.
  beforeAll(async () => {
    const toasts = renderToasts();
    act(() => void toasts().addToast({ type: 'info', message: 'Loaded.' }));
    await screen.findByText('Loaded.');
    cleanup();
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast and removes it after its timeout (default 5000 ms)', () => {
    const toasts = renderToasts();
    act(() => void toasts().addToast({ type: 'success', message: 'Saved.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    act(() => void jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and honours a custom timeout', () => {
    const toasts = renderToasts();
    act(() => void toasts().addToast({ type: 'error', message: 'You are offline. Some features may be unavailable.', timeout: 3000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Some features may be unavailable.');
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a toast with the same id, keeps its timestamp, marks it duplicate and restarts its removal', () => {
    const toasts = renderToasts();
    act(() => void toasts().addToast({ id: 'net', type: 'info', message: 'First', timeout: 1000 }));
    const firstTimestamp = toasts().toasts.get('net')?.timestamp;
    act(() => void jest.advanceTimersByTime(900));
    act(() => void toasts().addToast({ id: 'net', type: 'info', message: 'Second', timeout: 1000 }));
    const replaced = toasts().toasts.get('net');
    expect(replaced).toMatchObject({ message: 'Second', isDuplicate: true, timestamp: firstTimestamp });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(500));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(500));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('runs onDismiss when a toast times out, as if it had been dismissed', () => {
    const toasts = renderToasts();
    const onDismiss = jest.fn();
    act(
      () => void toasts().addToast({ type: 'error', message: 'Sorry! An unexpected error occurred.', timeout: 15000, dismissable: true, onDismiss })
    );
    act(() => void jest.advanceTimersByTime(14999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    // onDismiss decides: this one did not remove it (a render error's toast reloads the page instead).
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => onDismiss.mock.calls[0][0]());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removing a toast cancels its timer', () => {
    const toasts = renderToasts();
    let id = '';
    act(() => void (id = toasts().addToast({ type: 'info', message: 'Bye' })));
    act(() => toasts().removeToast(id));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('offers dismiss and action buttons', async () => {
    jest.useRealTimers();
    const onAction = jest.fn((remove: () => void) => remove());
    const toasts = renderToasts();
    act(
      () =>
        void toasts().addToast({
          type: 'info',
          message: 'A new version is available.',
          timeout: false,
          dismissable: true,
          actionText: 'Reload',
          onAction
        })
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version is available.')).not.toBeInTheDocument();

    act(() => void toasts().addToast({ type: 'warning', message: 'Check this', timeout: false, dismissable: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Check this')).not.toBeInTheDocument();
  });

  it('refuses toasts without a type, a message, or a way to go away', () => {
    expect(() => createToast({ type: 'info', message: '' }, 0)).toThrow('message is required');
    expect(() => createToast({ message: 'x' } as never, 0)).toThrow('type is required');
    expect(() => createToast({ type: 'info', message: 'Stuck', timeout: false }, 0)).toThrow('must have a timeout or be dismissable');
    expect(createToast({ type: 'info', message: 'Stays', timeout: false, dismissable: true }, 0).timeout).toBe(false);
  });
});
