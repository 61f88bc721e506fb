import { buildProducts, CATEGORIES } from './catalog';
import { categoryImageFile } from './media';
import { TYPED_PRODUCTS_STRIP_SKUS } from './productTypes';

/** CMS pages and blocks of the sample shop (HTML as Magento's page builder would store it), per store view. */
export interface SeedPage {
  identifier: string;
  title: [string, string];
  heading: [string, string];
  content: [string, string];
  layout: string;
  /** What search engines and link previews show for the page. */
  metaDescription?: [string, string];
}

const slide = (img: string, title: string, text: string, href: string, cta: string) =>
  `<div class="banner-slide"><img src="{{media url=&quot;wysiwyg/${img}&quot;}}" alt="${title}" width="1600" height="640">` +
  `<div class="banner-caption"><h2>${title}</h2><p>${text}</p><a class="banner-button" href="${href}">${cta}</a></div></div>`;
const callout = (title: string, text: string) => `<div class="callout"><h3>${title}</h3><p>${text}</p></div>`;

/** Category tiles: the top categories with their images, as a merchant would lay them out in the editor. */
const TILES = [3, 4, 5, 6].map((id) => CATEGORIES.find((c) => c.id === id)!);
const categoryTiles = (heading: string, store: 0 | 1) =>
  `<div class="home-categories"><h2>${heading}</h2><ul class="category-tiles">` +
  TILES.map(
    (c) =>
      `<li><a class="category-tile" href="/${c.urlKey}.html"><img src="{{media url=&quot;catalog/category/${categoryImageFile(c.urlKey, c.id)}&quot;}}" ` +
      `alt="" width="1200" height="600"><span>${store ? c.fr : c.en}</span></a></li>`
  ).join('') +
  `</ul></div>`;

type WidgetCondition = { attribute: string; operator: string; value: string };
/** Magento\Widget\Helper\Conditions::encode: braces become ^[ ^], quotes backticks, backslashes pipes. */
export const encodeWidgetConditions = (conditions: WidgetCondition[]) => {
  const tree: Record<string, Record<string, string>> = {
    '1': { type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine', aggregator: 'all', value: '1', new_child: '' }
  };
  conditions.forEach((c, i) => {
    tree[`1--${i + 1}`] = { type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product', ...c };
  });
  return JSON.stringify(tree).replace(/\{/g, '^[').replace(/\}/g, '^]').replace(/"/g, '`').replace(/\\/g, '|');
};
/** A "Catalog Products List" widget directive as the editor's Insert Widget stores it in a CMS page. */
const productsWidget = (title: string, count: number, conditions: WidgetCondition[], sortOrder: string) =>
  `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" title="${title}" show_pager="0" products_count="${count}" ` +
  `template="Magento_CatalogWidget::product/widget/content/grid.phtml" sort_order="${sortOrder}" conditions_encoded="${encodeWidgetConditions(conditions)}"}}`;

/** New arrivals: the two newest products of each top category, newest department first. */
export const NEW_ARRIVAL_SKUS = [6, 5, 4, 3].flatMap((top) =>
  buildProducts()
    .filter((p) => p.visible && p.categories.includes(top))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 2)
    .map((p) => p.sku)
);
const newArrivals = (title: string) =>
  productsWidget(title, 8, [{ attribute: 'sku', operator: '()', value: NEW_ARRIVAL_SKUS.join(', ') }], 'position_by_sku');
/** Best sellers: dresses and bags, by their position in the category. */
export const BEST_SELLER_CATEGORY_IDS = [12, 30];
const bestSellers = (title: string) =>
  productsWidget(title, 8, [{ attribute: 'category_ids', operator: '()', value: BEST_SELLER_CATEGORY_IDS.join(', ') }], 'position');

/** Bundles, sets, services and downloads: the strip of the other product types (added by db/productTypeSamples.ts). */
export const typedProductsWidget = (store: 0 | 1) =>
  productsWidget(
    ['Sets, services and downloads', 'Coffrets, services et téléchargements'][store],
    8,
    [{ attribute: 'sku', operator: '()', value: TYPED_PRODUCTS_STRIP_SKUS.join(', ') }],
    'position_by_sku'
  );

export const PAGES: SeedPage[] = [
  {
    identifier: 'home',
    layout: '1column',
    title: ['Home Page', "Page d'accueil"],
    heading: ['', ''],
    metaDescription: [
      'Durable clothes and homeware from our studio: new arrivals every season, free shipping over $100 and 30-day returns.',
      'Vêtements et objets durables de notre atelier : nouveautés chaque saison, livraison offerte dès 100 € et retours sous 30 jours.'
    ],
    content: [
      `<div class="home-banner" data-content-type="slider">` +
        slide('home/banner-1.jpg', 'New season, new layers', 'Discover the spring collection.', '/women.html', 'Shop women') +
        slide('home/banner-2.jpg', 'Made for the city', 'Easy shirts and chinos for every day.', '/men.html', 'Shop men') +
        slide('home/banner-3.jpg', 'Home, softened', 'Linen, ceramics and candles.', '/home-living.html', 'Shop home') +
        `</div>` +
        categoryTiles('Shop by category', 0) +
        newArrivals('New arrivals') +
        bestSellers('Best sellers') +
        `<div class="home-callouts">` +
        callout('Free shipping', 'On orders over $100.') +
        callout('Easy returns', '30 days to change your mind.') +
        callout('Secure checkout', 'Pay by check or cash on delivery.') +
        `</div>`,
      `<div class="home-banner" data-content-type="slider">` +
        slide('home/banner-1.jpg', 'Nouvelle saison, nouvelles couches', 'Découvrez la collection de printemps.', '/women.html', 'Femme') +
        slide('home/banner-2.jpg', 'Pensé pour la ville', 'Chemises et chinos pour tous les jours.', '/men.html', 'Homme') +
        slide('home/banner-3.jpg', 'La maison, en douceur', 'Lin, céramique et bougies.', '/home-living.html', 'Maison') +
        `</div>` +
        categoryTiles('Nos rayons', 1) +
        newArrivals('Nouveautés') +
        bestSellers('Meilleures ventes') +
        `<div class="home-callouts">` +
        callout('Livraison offerte', 'Dès 100 € d’achat.') +
        callout('Retours faciles', '30 jours pour changer d’avis.') +
        callout('Paiement sécurisé', 'Par chèque ou à la livraison.') +
        `</div>`
    ]
  },
  {
    identifier: 'about-us',
    layout: '1column',
    title: ['About Us', 'À propos'],
    heading: ['About Us', 'À propos'],
    metaDescription: [
      'A small studio making durable clothes and homeware since 2012.',
      'Un petit atelier qui crée des vêtements et des objets durables depuis 2012.'
    ],
    content: [
      '<p>We are a small studio making durable clothes and homeware since 2012.</p>',
      '<p>Nous sommes un petit atelier qui crée des vêtements et des objets durables depuis 2012.</p>'
    ]
  },
  {
    identifier: 'customer-service',
    layout: '1column',
    title: ['Customer Service', 'Service client'],
    heading: ['Customer Service', 'Service client'],
    metaDescription: [
      'Shipping costs, delivery and returns: everything about your order.',
      'Frais de port, livraison et retours : tout sur votre commande.'
    ],
    content: [
      '<h2>Shipping</h2><p>Flat rate of $5 per item, free over $100.</p><h2>Returns</h2><p>Within 30 days.</p>',
      '<h2>Livraison</h2><p>Forfait de 5 € par article, offerte dès 100 €.</p><h2>Retours</h2><p>Sous 30 jours.</p>'
    ]
  },
  {
    identifier: 'no-route',
    layout: '1column',
    title: ['404 Not Found', '404 Page introuvable'],
    heading: ['Whoops, our bad...', 'Oups, notre faute...'],
    content: ['<p>The page you requested was not found.</p>', '<p>La page demandée est introuvable.</p>']
  }
];

export const BLOCKS: { identifier: string; title: string; content: [string, string] }[] = [
  {
    identifier: 'contact-us-sidebar',
    title: 'Contact us sidebar',
    content: [
      '<h3>Visit us</h3><p>12 Market Street, Portland, OR 97205</p><p>Mon–Fri 9:00–17:00</p>',
      '<h3>Venez nous voir</h3><p>12 Market Street, Portland, OR 97205</p><p>Lun–ven 9 h–17 h</p>'
    ]
  },
  {
    identifier: 'contact-us-banner',
    title: 'Contact us banner',
    content: [
      '<p>Questions about an order? We answer within one business day.</p>',
      '<p>Une question sur une commande ? Nous répondons sous un jour ouvré.</p>'
    ]
  },
  {
    identifier: 'footer-callout',
    title: 'Footer callout',
    content: ['<p>Take your style further: join our newsletter.</p>', '<p>Allez plus loin : abonnez-vous à la lettre.</p>']
  }
];

export const COPYRIGHT = [
  'Copyright © 2013-present Sample Shop, Inc. All rights reserved.',
  'Copyright © 2013-présent Sample Shop, Inc. Tous droits réservés.'
];
export const SAMPLE_COUPON = { code: 'WELCOME10', label: '10% off your order', percent: 10 };
export const SAMPLE_CUSTOMER = { email: 'roni_cost@example.com', password: 'roni_cost3@example.com', firstname: 'Veronica', lastname: 'Costello' };

/** Stored payment methods (vault tokens) of the sample customer, so customerPaymentTokens has something to list. */
export const SAMPLE_PAYMENT_TOKENS = [
  {
    public_hash: 'c3f4a0d8e2b1476a9f0e5d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a',
    method: 'braintree',
    type: 'card',
    details: { type: 'VI', maskedCC: '1111', expirationDate: '12/2030' }
  },
  {
    public_hash: '9a8b7c6d5e4f30211f2e3d4c5b6a79880a1b2c3d4e5f60718293a4b5c6d7e8f9',
    method: 'braintree_paypal',
    type: 'account',
    details: { payerEmail: 'roni_cost@example.com' }
  }
];
