import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router-dom';
import { renderShell } from '../../app/shell.testing';
import { PAGE_HEAD_ATTRIBUTE } from '../../lib/pageMarkers';
import DocumentHead from './DocumentHead';
import { usePageHead, type PageHeadBuilder } from './usePageHead';

function Page({ build }: { build: PageHeadBuilder }) {
  usePageHead(build);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/dresses.html">Dresses</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** Lands on /women.html with a page that reports its head through `build`. */
const landOnPage = (build: PageHeadBuilder) =>
  renderShell(
    <DocumentHead>
      <Page build={build} />
    </DocumentHead>,
    { path: '/women.html' }
  );

/** The landing page's head as the storefront server writes it into the first HTML. */
const writeServerHead = () =>
  document.head.insertAdjacentHTML('beforeend', `<meta ${PAGE_HEAD_ATTRIBUTE} name="description" content="Written by the server">`);

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}], meta[name="description"]`).forEach((element) => element.remove());
});

describe('DocumentHead', () => {
  it("keeps the server's head on the landing page without building it again, and builds it after navigation", async () => {
    writeServerHead();
    const build = jest.fn(async () => ({ description: 'Built in the browser' }));
    await landOnPage(build);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(build).not.toHaveBeenCalled();
    expect(description()).toBe('Written by the server');

    await userEvent.click(screen.getByRole('link', { name: 'Dresses' }));
    await waitFor(() => expect(description()).toBe('Built in the browser'));
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("builds the landing page's head again when the shopper comes back to it: the server's is gone by then", async () => {
    writeServerHead();
    const build = jest.fn(async () => ({ description: 'Built in the browser' }));
    await landOnPage(build);
    await userEvent.click(screen.getByRole('link', { name: 'Dresses' }));
    await waitFor(() => expect(build).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(build).toHaveBeenCalledTimes(2));
    expect(description()).toBe('Built in the browser');
  });

  it('builds the landing page head when the first HTML has none (a page served without the server, e.g. offline)', async () => {
    const build = jest.fn(() => ({ description: 'Built in the browser' }));
    await landOnPage(build);
    await waitFor(() => expect(description()).toBe('Built in the browser'));
  });
});
