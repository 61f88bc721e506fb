import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, shellConfigResponse } from '../../app/shell.testing';
import { OfflineError } from '../../lib/offline';
import ResolvedPage, { type ResolvedPageProps } from './ResolvedPage';

const texts = { loadingText: 'Fetching the thing...', errorText: 'The thing broke.' };

/** Renders the page, once its title (from the store config) is in place. */
async function renderPage(props: Partial<ResolvedPageProps>) {
  const view = await renderShell(
    <ResolvedPage title="Thing" error={undefined} onRetry={() => undefined} isMissing={false} {...texts} {...props}>
      <h1>The thing</h1>
    </ResolvedPage>,
    { responses: { GetShellConfig: shellConfigResponse() } }
  );
  await waitFor(() => expect(document.title).toBe('Thing - Luma Demo'));
  return view;
}

describe('ResolvedPage', () => {
  it('shows its content and sets the document title', async () => {
    await renderPage({});
    expect(screen.getByRole('heading', { name: 'The thing' })).toBeInTheDocument();
  });

  it('shows the loading view while loading, or the content (its own placeholders) without a loading text', async () => {
    const { unmount } = await renderPage({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Fetching the thing...');
    expect(screen.queryByRole('heading', { name: 'The thing' })).not.toBeInTheDocument();
    unmount();
    await renderPage({ isLoading: true, loadingText: undefined });
    expect(screen.getByRole('heading', { name: 'The thing' })).toBeInTheDocument();
  });

  it('shows the error text on a failed load', async () => {
    await renderPage({ error: new Error('500') });
    expect(screen.getByText('The thing broke.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The thing' })).not.toBeInTheDocument();
  });

  it('offers to try again when offline', async () => {
    const onRetry = jest.fn();
    await renderPage({ error: new OfflineError(), onRetry });
    onRetry.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the not-found page for a missing entity', async () => {
    await renderPage({ isMissing: true });
    expect(screen.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The thing' })).not.toBeInTheDocument();
  });
});
