import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { renderUrlDirectives } from '../domain/urlDirectives';
import { LUMA_PAGE_IDENTIFIER } from '../seed/content';
import { testApp, gql, type Json } from './helpers';

const BASES = { media: 'https://shop.test/media/', link: 'https://shop.test/default/' };

describe("Magento's URL directives", () => {
  it('renders media and store URLs absolute on the base URLs, quoted or not, as Magento writes them', () => {
    expect(renderUrlDirectives('<img src="{{media url="wysiwyg/a.jpg"}}">', BASES)).toBe('<img src="https://shop.test/media/wysiwyg/a.jpg">');
    expect(renderUrlDirectives('<img src="{{media url=wysiwyg/a.jpg}}">', BASES)).toBe('<img src="https://shop.test/media/wysiwyg/a.jpg">');
    expect(renderUrlDirectives('{\\&quot;desktop_image\\&quot;:\\&quot;{{media url=wysiwyg/b.jpg}}\\&quot;}', BASES)).toBe(
      '{\\&quot;desktop_image\\&quot;:\\&quot;https://shop.test/media/wysiwyg/b.jpg\\&quot;}'
    );
    expect(renderUrlDirectives('<a href="{{store url=""}}women.html">W</a>', BASES)).toBe('<a href="https://shop.test/default/women.html">W</a>');
    expect(renderUrlDirectives('<a href="{{store direct_url="about-us"}}">A</a>', BASES)).toBe('<a href="https://shop.test/default/about-us">A</a>');
    expect(renderUrlDirectives('<a href="{{store url="customer/account"}}">C</a>', BASES)).toBe(
      '<a href="https://shop.test/default/customer/account/">C</a>'
    );
    expect(renderUrlDirectives('<p>{{widget type="x"}}</p>', BASES)).toBe('<p>{{widget type="x"}}</p>');
  });
});

describe('CMS content and descriptions from the embedded backend', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    ({ app, dataDir } = await testApp({}, (db) =>
      db
        .prepare(
          "UPDATE product_text SET description = ? WHERE store_id = 1 AND product_id = (SELECT id FROM product WHERE url_key = 'augusta-classic-dress-dresses-1')"
        )
        .run('<p><img src="{{media url="wysiwyg/care.jpg"}}" alt="Care"> <a href="{{store direct_url="customer-service"}}">Care guide</a></p>')
    ));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders their directives on the store config's base URLs, blocks included, as Magento's GraphQL answers them", async () => {
    const { body } = await gql(
      app,
      `{ storeConfig { secure_base_media_url secure_base_link_url } cmsPage(identifier: "${LUMA_PAGE_IDENTIFIER}") { content } home: cmsPage(identifier: "home") { content } }`
    );
    const { secure_base_media_url: media, secure_base_link_url: link } = (body as Json).data.storeConfig;
    expect(media).toMatch(/^http:\/\/.+\/media\/$/);
    const luma: string = (body as Json).data.cmsPage.content;
    expect(luma).not.toMatch(/\{\{(media|store)/);
    expect(luma).toContain(`<img src="${media}wysiwyg/home/home-main.jpg" alt="">`);
    expect(luma).toContain(`<a class="block-promo home-main" href="${link}women.html">`);
    // The footer links block, rendered by its widget, has its directives rendered too.
    expect(luma).toContain(`<div class="widget block block-static-block"><ul class="footer links"><li class="nav item"><a href="${link}about-us">`);
    const home: string = (body as Json).data.home.content;
    expect(home).not.toContain('{{media');
    expect(home).toContain(`${media}wysiwyg/home/banner-1.jpg`);
  });

  it('renders the directives of product descriptions', async () => {
    const { body } = await gql(
      app,
      '{ storeConfig { secure_base_media_url secure_base_link_url } products(filter: { url_key: { eq: "augusta-classic-dress-dresses-1" } }) { items { description { html } } } }'
    );
    const { secure_base_media_url: media, secure_base_link_url: link } = (body as Json).data.storeConfig;
    const htmls: string[] = (body as Json).data.products.items.map((item: Json) => item.description.html);
    expect(htmls).toContain(`<p><img src="${media}wysiwyg/care.jpg" alt="Care"> <a href="${link}customer-service">Care guide</a></p>`);
  });
});
