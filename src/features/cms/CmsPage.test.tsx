import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserStorage, STORE_VIEW_SECURE_BASE_MEDIA_URL_KEY } from '../../lib/storage';
import { shellConfigResponse } from '../../app/shell.testing';
import { renderCatalog } from '../catalog/catalog.testing';
import CmsBlock from './CmsBlock';
import CmsPage from './CmsPage';
import HomePage from './HomePage';

jest.mock('../pageHead/usePageTitle', () => ({ usePageTitle: jest.fn() }));

const cmsPage = (identifier: string, content: string, title = 'About Us', contentHeading = '') => ({
  data: {
    cmsPage: {
      __typename: 'CmsPage',
      identifier,
      url_key: identifier,
      title,
      content_heading: contentHeading,
      content,
      meta_title: null,
      meta_description: `${title} description`
    }
  }
});

/** The shell's store config of a Magento on its own host, its links with the store code (Add Store Code to URLs). */
const shellConfig = shellConfigResponse({
  store_name: 'Luma',
  copyright: null,
  secure_base_media_url: 'https://magento.example.com/media/',
  base_media_url: 'https://magento.example.com/media/',
  secure_base_link_url: 'https://magento.example.com/default/',
  base_link_url: 'https://magento.example.com/default/'
});

/** Content as Magento's GraphQL renders it: its directives absolute on the shop's own base URLs. */
const MAGENTO_CONTENT =
  '<div class="blocks-promo"><a class="block-promo home-main" href="https://magento.example.com/default/women.html">' +
  '<img src="https://magento.example.com/media/wysiwyg/home/home-main.jpg" alt="New collection"><span class="content">Shop women</span></a></div>' +
  '<p><a href="http://magento.example.com/default/about-us">About</a></p>';

describe('CmsPage', () => {
  afterEach(() => {
    delete (window as unknown as { xss?: boolean }).xss;
    window.localStorage.clear();
  });

  it('renders the page heading and its content, with an XSS payload neutralised', async () => {
    const { container } = await renderCatalog(<CmsPage identifier="about-us" />, {
      path: '/about-us',
      responses: {
        GetCmsPage: cmsPage(
          'about-us',
          '<p>We make durable clothes.</p><img src="nope" alt="bad" onerror="window.xss = true"><script>window.xss = true</script><a href="javascript:window.xss = true">Go</a>'
        )
      }
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(await screen.findByText('We make durable clothes.')).toBeInTheDocument();
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    await userEvent.click(screen.getByText('Go'));
    expect((window as unknown as { xss?: boolean }).xss).toBeUndefined();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About Us description');
  });

  it('shows the not-found message for a missing page', async () => {
    await renderCatalog(<CmsPage identifier="missing" />, { responses: { GetCmsPage: { data: { cmsPage: null } } } });
    expect(await screen.findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeInTheDocument();
  });

  it.each([
    ['empty', undefined],
    ['another store view', 'https://fr.magento.example.com/media/'],
    ['stale', 'https://old-host.example.com/pub/media/']
  ])(
    "shows content on the shop's host with its images on our /media and its links in the app, with %s local storage",
    async (_case, storedMediaBase) => {
      if (storedMediaBase) new BrowserStorage(window.localStorage).setItem(STORE_VIEW_SECURE_BASE_MEDIA_URL_KEY, storedMediaBase);
      await renderCatalog(<CmsPage identifier="seasonal-picks" />, {
        path: '/seasonal-picks',
        responses: { GetCmsPage: cmsPage('seasonal-picks', MAGENTO_CONTENT, 'Seasonal picks'), GetShellConfig: shellConfig }
      });
      const image = await screen.findByRole('img', { name: 'New collection' });
      expect(image).toHaveAttribute('src', '/media/wysiwyg/home/home-main.jpg');
      expect(screen.getByRole('link', { name: /Shop women/ })).toHaveAttribute('href', '/women.html');
      expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-us');
      await userEvent.click(screen.getByRole('link', { name: 'About' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/about-us');
    }
  );

  it("shows CMS blocks on the shop's host on our origin on a first visit", async () => {
    await renderCatalog(<CmsBlock identifiers={['promo']} />, {
      responses: {
        GetShellConfig: shellConfig,
        GetCmsBlocks: {
          data: {
            cmsBlocks: { __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: 'promo', title: 'Promo', content: MAGENTO_CONTENT }] }
          }
        }
      }
    });
    expect(await screen.findByRole('img', { name: 'New collection' })).toHaveAttribute('src', '/media/wysiwyg/home/home-main.jpg');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-us');
  });

  it('shows its content heading, and its title only to assistive technology when it has none', async () => {
    const { unmount } = await renderCatalog(<CmsPage identifier="about-us" />, {
      responses: { GetCmsPage: cmsPage('about-us', '<p>Our story.</p>', 'About Us', 'Who we are'), GetShellConfig: shellConfig }
    });
    const shown = await screen.findByRole('heading', { level: 1, name: 'Who we are' });
    expect(shown).not.toHaveClass('visuallyHidden');
    expect(screen.queryByText('About Us')).toBeNull();
    unmount();

    await renderCatalog(<CmsPage identifier="seasonal-picks" />, {
      responses: { GetCmsPage: cmsPage('seasonal-picks', '<p>Picks.</p>', 'Seasonal picks'), GetShellConfig: shellConfig }
    });
    const hidden = await screen.findByRole('heading', { level: 1, name: 'Seasonal picks' });
    expect(hidden).toHaveClass('visuallyHidden');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('renders CMS blocks in the order asked', async () => {
    await renderCatalog(<CmsBlock identifiers={['b', 'a']} />, {
      responses: {
        GetCmsBlocks: {
          data: {
            cmsBlocks: {
              __typename: 'CmsBlocks',
              items: [
                { __typename: 'CmsBlock', identifier: 'a', title: 'A', content: '<p>Block A</p>' },
                { __typename: 'CmsBlock', identifier: 'b', title: 'B', content: '<p onclick="window.xss = true">Block B</p>' }
              ]
            }
          }
        }
      }
    });
    const a = await screen.findByText('Block A');
    const b = screen.getByText('Block B');
    expect(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(b).not.toHaveAttribute('onclick');
  });
});

describe('HomePage', () => {
  it('renders the home CMS page banners with media directives resolved, the first image with priority', async () => {
    await renderCatalog(<HomePage />, {
      responses: {
        GetCmsPage: cmsPage(
          'home',
          '<div class="home-banner"><div class="banner-slide"><img src="{{media url=&quot;wysiwyg/home/banner-1.jpg&quot;}}" alt="New season" width="1600" height="640">' +
            '<div class="banner-caption"><h2>New season</h2><a href="/women.html">Shop women</a></div></div>' +
            '<div class="banner-slide"><img src="{{media url="wysiwyg/home/banner-2.jpg"}}" alt="City" width="1600" height="640"></div></div>' +
            '<div class="home-callouts"><div class="callout"><h3>Free shipping</h3></div></div>',
          'Home Page'
        )
      }
    });
    // Magento's installer titles the home page "Home Page": with no content heading, only assistive technology hears it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Page' })).toHaveClass('visuallyHidden');
    const first = await screen.findByRole('img', { name: 'New season' });
    expect(first).toHaveAttribute('src', '/media/wysiwyg/home/banner-1.jpg');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: 'City' });
    expect(second).toHaveAttribute('src', '/media/wysiwyg/home/banner-2.jpg');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { name: 'Free shipping' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Shop women' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/women.html');
  });
});
