import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import ToastContainer from '../../components/Toast/ToastContainer';
import { ToastProvider } from '../../components/Toast/ToastContext';
import ServiceWorkerUpdateToast from './ServiceWorkerUpdateToast';
import { ServiceWorkerUpdates, type WorkboxLike } from './serviceWorkerUpdates';

function renderWithWorker() {
  const listeners = new Map<string, () => void>();
  const workbox: WorkboxLike = {
    addEventListener: (type, listener) => void listeners.set(type, listener),
    register: jest.fn(),
    messageSkipWaiting: jest.fn(),
    update: jest.fn()
  };
  const reload = jest.fn();
  const updates = new ServiceWorkerUpdates(reload);
  updates.watch(workbox);
  updates.setRegistration({ waiting: {} } as ServiceWorkerRegistration);
  const tree = (locale: string) => (
    <IntlProvider locale={locale} onError={() => {}}>
      <ToastProvider>
        <main id="page">
          <ServiceWorkerUpdateToast updates={updates} />
        </main>
        <ToastContainer />
      </ToastProvider>
    </IntlProvider>
  );
  const { container, rerender } = render(tree('en-US'));
  const emit = (type: string) => act(() => listeners.get(type)?.());
  const switchLocale = (locale: string) => rerender(tree(locale));
  return { workbox, reload, emit, switchLocale, page: container.querySelector('#page') as HTMLElement };
}

const MESSAGE = 'A new version of the store is available.';

describe('ServiceWorkerUpdateToast', () => {
  it('renders nothing and shows no toast while no update is waiting', () => {
    const { page } = renderWithWorker();
    expect(page).toBeEmptyDOMElement();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('offers a reload when a new worker is waiting; Reload switches to it and reloads once it controls the page', async () => {
    const { workbox, reload, emit } = renderWithWorker();
    emit('waiting');
    // The toast's code is a chunk of its own: the first toast waits for it.
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGE);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can be dismissed without switching, and comes back for the next new version', async () => {
    const { workbox, reload, emit } = renderWithWorker();
    emit('waiting');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    emit('waiting');
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });

  it('does not come back after dismissal for the same version when the page re-renders (e.g. locale change)', async () => {
    const { emit, switchLocale } = renderWithWorker();
    emit('waiting');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    switchLocale('en-GB');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('stays until the shopper acts (no timeout)', () => {
    jest.useFakeTimers();
    try {
      const { emit } = renderWithWorker();
      emit('waiting');
      act(() => void jest.advanceTimersByTime(60 * 60 * 1000));
      expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
