import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HELD_IMAGE_SRC } from '../../lib/firstScreen';
import { leaveFirstPage, openFirstPage, settleFirstScreen } from '../../lib/firstScreen.testing';
import { htmlKey, rememberPresanitizedHtml } from './presanitizedHtml';
import RichContent from './RichContent';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderContent(html: string) {
  return render(
    <MemoryRouter initialEntries={['/start']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <RichContent html={html} className="cms" />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('RichContent', () => {
  afterEach(() => {
    delete (window as unknown as { xss?: boolean }).xss;
  });

  it('renders the HTML it is given', async () => {
    renderContent('<h2>Free shipping</h2><p>On orders over $100.</p>');
    expect(await screen.findByRole('heading', { name: 'Free shipping' })).toBeInTheDocument();
    expect(screen.getByText('On orders over $100.')).toBeInTheDocument();
  });

  it("shows the server's sanitised markup for HTML the server sanitised, in the first render", () => {
    const html = '<h2>Summer sale</h2><img src="x" onerror="window.xss = true">';
    rememberPresanitizedHtml({ [htmlKey(html)]: '<h2>Summer sale</h2><img src="x">' });
    const { container } = renderContent(html);
    expect(screen.getByRole('heading', { name: 'Summer sale' })).toBeInTheDocument();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('keys HTML by its exact text', () => {
    expect(htmlKey('<p>a</p>')).toBe(htmlKey('<p>a</p>'));
    expect(htmlKey('<p>a</p>')).not.toBe(htmlKey('<p>b</p>'));
    expect(htmlKey('<p>a</p>')).not.toBe(htmlKey('<p>a</p> '));
  });

  it('does not execute an XSS payload: no scripts, no handlers, no javascript: URLs', async () => {
    const { container } = renderContent(
      '<p>Hi</p><script>window.xss = true</script><img src="x" alt="broken" onerror="window.xss = true">' +
        '<a href="javascript:window.xss=true">click me</a><svg><script>window.xss = true</script></svg>' +
        '<iframe src="javascript:window.xss=true"></iframe><div onmouseover="window.xss = true">hover</div>'
    );
    const link = await screen.findByText('click me');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[onmouseover]')).toBeNull();
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await userEvent.click(link);
    await userEvent.hover(screen.getByText('hover'));
    expect((window as unknown as { xss?: boolean }).xss).toBeUndefined();
  });

  it('navigates internal links with the router, without a reload', async () => {
    renderContent('<a href="/women.html">Shop women</a> <a href="https://elsewhere.example/x">Away</a>');
    await userEvent.click(await screen.findByRole('link', { name: 'Shop women' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/women.html');
    expect(screen.getByRole('link', { name: 'Away' })).toHaveAttribute('href', 'https://elsewhere.example/x');
  });

  it('on the first page, asks for its lazy images only once the first screen has settled, and for the others at once', async () => {
    openFirstPage();
    try {
      renderContent(
        '<p><img src="/media/banner.jpg" alt="Banner" loading="eager"></p>' +
          '<p><img src="/media/tile.jpg" srcset="/media/tile.jpg?width=320 320w" sizes="50vw" alt="Tile" width="1600" height="640" loading="lazy"></p>'
      );
      const tile = await screen.findByRole('img', { name: 'Tile' });
      expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/media/banner.jpg');
      expect(tile).toHaveAttribute('src', HELD_IMAGE_SRC);
      expect(tile).not.toHaveAttribute('srcset');
      expect(tile).toHaveAttribute('width', '1600');
      settleFirstScreen();
      expect(tile).toHaveAttribute('src', '/media/tile.jpg');
      expect(tile).toHaveAttribute('srcset', '/media/tile.jpg?width=320 320w');
      expect(tile).not.toHaveAttribute('data-held-src');
      expect(tile).not.toHaveAttribute('data-held-srcset');
    } finally {
      leaveFirstPage();
    }
  });
});
