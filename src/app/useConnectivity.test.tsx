import { act, screen } from '@testing-library/react';
import { renderShell } from './shell.testing';
import { useConnectivity } from './useConnectivity';

function ConnectivityProbe() {
  const { showOfflineIcon } = useConnectivity();
  return showOfflineIcon ? <span>offline icon</span> : null;
}

describe('connectivity', () => {
  it('announces going offline and coming back, with the offline icon in between', async () => {
    const { store } = await renderShell(<ConnectivityProbe />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline. Some features may be unavailable.');
    expect(screen.getByText('offline icon')).toBeInTheDocument();
    expect(store.getState().app).toMatchObject({ isOnline: false, hasBeenOffline: true });

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('status')).toHaveTextContent('You are online.');
    expect(screen.queryByText('offline icon')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes the online and offline toasts after 3 seconds', async () => {
    await renderShell(<ConnectivityProbe />);
    jest.useFakeTimers();
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });
});
