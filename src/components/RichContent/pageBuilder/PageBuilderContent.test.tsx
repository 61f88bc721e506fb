import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createHtmlSanitizer } from '../sanitizeHtml';
import PageBuilderContent from './PageBuilderContent';
import {
  BANNER_POSTER,
  BLOCK,
  BUTTONS_AND_DIVIDER,
  HTML_CODE,
  MAP,
  ROW_WITH_COLUMNS,
  SLIDER,
  TABS,
  UNKNOWN_TYPE,
  VIDEO
} from './pageBuilderFixtures.testing';
import { parsePageBuilder, scopedCss } from './parsePageBuilder';

const sanitize = createHtmlSanitizer(window);

/** Stored Page Builder content as the shopper gets it: sanitised, then rendered. */
function renderContent(stored: string) {
  return render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <PageBuilderContent markup={sanitize(stored)} />
    </IntlProvider>
  );
}

describe('Page Builder content', () => {
  afterEach(() => {
    delete (window as unknown as { pbScriptRan?: boolean }).pbScriptRan;
  });

  it('renders rows, column groups, columns, headings and text as their elements, keeping the heading level', async () => {
    const { container } = renderContent(ROW_WITH_COLUMNS);
    expect(await screen.findByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'shop women' })).toHaveAttribute('href', '/women.html');
    const columns = container.querySelectorAll('[data-content-type="column"]');
    expect(columns).toHaveLength(2);
    expect(columns[0]).toHaveAttribute('data-pb-style', 'K631GJ7');
    expect(container.querySelector('[data-content-type="row"]')).toHaveAttribute('data-appearance', 'full-width');
  });

  it("keeps the content's style rules, media queries included, for its own elements only", () => {
    const { css } = parsePageBuilder(sanitize(ROW_WITH_COLUMNS));
    expect(css).toContain(
      '#html-body [data-pb-style="K631GJ7"],#html-body [data-pb-style="TTPT3LS"]{justify-content:flex-start;display:flex;flex-direction:column;width:50%;align-self:stretch}'
    );
    expect(css).toContain('@media only screen and (max-width: 768px){#html-body [data-pb-style="DFCWEQC"]{background-color:#ffffff}}');
    expect(scopedCss(css, ':r1:')).toContain('[data-pb-root=":r1:"] [data-pb-style="K631GJ7"]');
    expect(scopedCss(css, ':r1:')).not.toContain('#html-body');
  });

  it('gives a background its desktop image and, below 768 px, its mobile image', () => {
    const { css, fragment } = parsePageBuilder(sanitize(ROW_WITH_COLUMNS));
    const row = fragment.querySelector('[data-content-type="row"]');
    expect(row?.getAttribute('data-pb-bg')).toBe('1');
    expect(css).toContain(
      '@media (min-width: 768px){#html-body [data-pb-bg="1"]{background-image:url("/media/wysiwyg/home/banner-1.jpg?auto=webp&format=pjpg&width=1600&fit=cover")}}'
    );
    expect(css).toContain(
      '@media (max-width: 767px){#html-body [data-pb-bg="1"]{background-image:url("/media/wysiwyg/home/banner-2.jpg?auto=webp&format=pjpg&width=960&fit=cover")}}'
    );
  });

  it("holds a background below the first row (as a lazy image) but not the first row's", () => {
    const { fragment } = parsePageBuilder(sanitize(ROW_WITH_COLUMNS + BANNER_POSTER));
    const [first, below] = fragment.querySelectorAll('[data-pb-bg]');
    expect(first.hasAttribute('data-pb-held')).toBe(false);
    expect(below.getAttribute('data-pb-held')).toBe('');
  });

  it('shows an image as one picture (its mobile image as the phone source), with its link, alt text and caption', async () => {
    const { container } = renderContent(ROW_WITH_COLUMNS);
    const link = await screen.findByRole('link', { name: 'Shirts' });
    expect(link).toHaveAttribute('href', '/men.html');
    const images = container.querySelectorAll('figure img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/wysiwyg/home/banner-2.jpg?auto=webp&format=pjpg&width=320&fit=cover 320w')
    );
    // In the first row: loaded at once, at high priority.
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('picture source')).toHaveAttribute('media', '(max-width: 767px)');
    expect(container.querySelector('picture source')?.getAttribute('srcset')).toContain('banner-3.jpg');
    expect(screen.getByText('Made for the city').tagName).toBe('FIGCAPTION');
  });

  it('renders buttons as links with their targets, and the divider', () => {
    const { container } = renderContent(BUTTONS_AND_DIVIDER);
    expect(screen.getByRole('link', { name: 'Shop women' })).toHaveAttribute('href', '/women.html');
    const external = screen.getByRole('link', { name: 'Lookbook' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('[data-content-type="buttons"]')).toHaveAttribute('data-same-width', 'true');
    expect(container.querySelector('hr')).toHaveAttribute('data-pb-style', 'L1');
  });

  it('renders a banner as one link holding its message and its button (a span: no button inside a link)', () => {
    const { container } = renderContent(BANNER_POSTER);
    const link = screen.getByRole('link', { name: /New season.*Shop now/ });
    expect(link).toHaveAttribute('href', '/women.html');
    expect(within(link).getByText('Shop now').tagName).toBe('SPAN');
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('.pagebuilder-overlay')).toHaveStyle({ '--pb-overlay-color': 'rgba(0,0,0,0.3)' });
    expect(container.querySelector('[data-content-type="banner"]')).toHaveAttribute('data-show-button', 'hover');
  });

  it('renders a slider as a carousel: one slide shown, arrows, dots and arrow keys move it', async () => {
    renderContent(SLIDER(false));
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides[0]).not.toHaveAttribute('aria-hidden');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slides[1]).not.toHaveAttribute('aria-hidden');
    await userEvent.click(screen.getByRole('button', { name: 'City' }));
    expect(screen.getByRole('button', { name: 'City' })).toHaveAttribute('aria-current', 'true');
    screen.getByRole('button', { name: 'Home' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(slides[0]).not.toHaveAttribute('aria-hidden');
    // Infinite: back from the first is the last.
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slides[2]).not.toHaveAttribute('aria-hidden');
  });

  it('plays an autoplay slider with a pause button, and stops while focus is inside', async () => {
    jest.useFakeTimers();
    try {
      renderContent(SLIDER(true));
      const carousel = await screen.findByRole('region', { name: 'Featured' });
      const slides = within(carousel).getAllByRole('group', { hidden: true });
      const { act } = await import('@testing-library/react');
      act(() => jest.advanceTimersByTime(4000));
      expect(slides[1]).not.toHaveAttribute('aria-hidden');
      act(() => screen.getByRole('button', { name: 'Pause slides' }).focus());
      act(() => jest.advanceTimersByTime(8000));
      expect(slides[1]).not.toHaveAttribute('aria-hidden');
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders tabs as ARIA tabs: the default tab open, arrow keys and clicks switch', async () => {
    renderContent(TABS);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Shipping', 'Returns', 'Payment']);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Within 30 days.');
    await userEvent.click(tabs[0]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Free over $100.');
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Payment' })).toHaveTextContent('Check or cash.');
  });

  it('shows a YouTube video as a link to it: no player, no request before the click', async () => {
    const { container } = renderContent(VIDEO('https://www.youtube.com/embed/aqz-KE-bpKQ'));
    const link = await screen.findByRole('link', { name: 'Play video on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('iframe, video')).toBeNull();
  });

  it('plays a video file of our own in place, only once clicked', async () => {
    const { container } = renderContent(VIDEO('/media/video/lookbook.mp4').replace('<iframe', '<video').replace('</iframe>', '</video>'));
    expect(container.querySelector('video')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Play video' }));
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/video/lookbook.mp4');
  });

  it('shows a map as its locations, each with a link to open it on a map', async () => {
    renderContent(MAP);
    const link = await screen.findByRole('link', { name: 'Open Portland studio on a map' });
    expect(link.getAttribute('href')).toContain('mlat=45.5189&mlon=-122.6731');
    expect(screen.getByText('12 Market Street')).toBeInTheDocument();
  });

  it("shows the HTML Code element's markup sanitised: its script never runs", () => {
    const { container } = renderContent(HTML_CODE);
    expect(screen.getByRole('cell', { name: 'Europe' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as unknown as { pbScriptRan?: boolean }).pbScriptRan).toBeUndefined();
  });

  it('shows a block as the block content Magento rendered into it', () => {
    renderContent(BLOCK);
    expect(screen.getByText('Visit us at 12 Market Street.')).toBeInTheDocument();
  });

  it('renders the children of an unknown content type and says so once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderContent(UNKNOWN_TYPE + UNKNOWN_TYPE);
      expect(screen.getAllByText('Sale ends soon')).toHaveLength(2);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('"countdown"');
    } finally {
      warn.mockRestore();
    }
  });
});
