import { act, render, screen } from '@testing-library/react';
import { useOnlineStatus } from './useOnlineStatus';

function Status() {
  return <p>{useOnlineStatus() ? 'online' : 'offline'}</p>;
}

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('useOnlineStatus', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts from navigator.onLine and follows online and offline events', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Status />);
    expect(screen.getByText('offline')).toBeInTheDocument();
    goOnline(true);
    expect(screen.getByText('online')).toBeInTheDocument();
    goOnline(false);
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('stops listening when unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Status />);
    unmount();
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});
