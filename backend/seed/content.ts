import { buildProducts, CATEGORIES } from './catalog';
import { categoryImageFile } from './media';
import { TYPED_PRODUCTS_STRIP_SKUS } from './productTypes';
import {
  banner,
  block,
  buttons,
  columns,
  divider,
  heading,
  htmlCode,
  image,
  map,
  PageBuilderDocument,
  products,
  row,
  slider,
  tabs,
  text,
  video
} from './pageBuilder';

/** CMS pages and blocks of the sample shop, per store view: the pages in Page Builder markup as Magento 2.4.9 stores it. */
export interface SeedPage {
  identifier: string;
  title: [string, string];
  heading: [string, string];
  content: [string, string];
  layout: string;
  /** What search engines and link previews show for the page. */
  metaDescription?: [string, string];
}

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
const productsWidget = (title: string, count: number, conditions: WidgetCondition[], sortOrder: string, template = 'grid') =>
  `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" title="${title}" show_pager="0" products_count="${count}" ` +
  `template="Magento_CatalogWidget::product/widget/content/${template}.phtml" sort_order="${sortOrder}" conditions_encoded="${encodeWidgetConditions(conditions)}"}}`;

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

type Store = 0 | 1;
/** A text in each store view: English, French. */
const t = (store: Store, en: string, fr: string) => (store ? fr : en);

/** Category tiles: the top categories with their images, one column each (stacked on a phone). */
const TILES = [3, 4, 5, 6].map((id) => CATEGORIES.find((c) => c.id === id)!);
const categoryImage = (c: (typeof CATEGORIES)[number]) => `catalog/category/${categoryImageFile(c.urlKey, c.id)}`;
const BANNERS = [1, 2, 3].map((n) => `wysiwyg/home/banner-${n}.jpg`);

function homeContent(store: Store): string {
  const d = new PageBuilderDocument(1 + store);
  const slides = [
    {
      name: t(store, 'New season', 'Nouvelle saison'),
      title: t(store, 'New season, new layers', 'Nouvelle saison, nouvelles couches'),
      text: t(store, 'Discover the spring collection.', 'Découvrez la collection de printemps.'),
      href: '/women.html',
      cta: t(store, 'Shop women', 'Femme'),
      mobile: categoryImage(TILES[0])
    },
    {
      name: t(store, 'City', 'Ville'),
      title: t(store, 'Made for the city', 'Pensé pour la ville'),
      text: t(store, 'Easy shirts and chinos for every day.', 'Chemises et chinos pour tous les jours.'),
      href: '/men.html',
      cta: t(store, 'Shop men', 'Homme'),
      mobile: categoryImage(TILES[1])
    },
    {
      name: t(store, 'Home', 'Maison'),
      title: t(store, 'Home, softened', 'La maison, en douceur'),
      text: t(store, 'Linen, ceramics and candles.', 'Lin, céramique et bougies.'),
      href: '/home-living.html',
      cta: t(store, 'Shop home', 'Maison'),
      mobile: categoryImage(TILES[3])
    }
  ];
  const hero = slider(
    d,
    { autoplay: true, speed: 6000, infinite: true, arrows: true, dots: true, minHeight: '420px' },
    slides.map((slide, index) => ({
      name: slide.name,
      appearance: index === 1 ? ('collage-left' as const) : ('poster' as const),
      background: { desktop: BANNERS[index], mobile: slide.mobile },
      message: `<h2>${slide.title}</h2><p>${slide.text}</p>`,
      button: { label: slide.cta, show: 'always' as const },
      overlay: { color: 'rgba(255,255,255,0.55)', show: 'always' as const },
      href: slide.href
    }))
  );
  const tiles = columns(
    d,
    TILES.map((c) => [
      25,
      // Banners rather than images: a background box has its height before its image loads (nothing shifts).
      banner(d, {
        appearance: 'collage-left',
        background: { desktop: categoryImage(c) },
        message: `<p><strong>${store ? c.fr : c.en}</strong></p>`,
        overlay: { color: 'rgba(255,255,255,0.8)', show: 'hover' },
        href: `/${c.urlKey}.html`,
        minHeight: '180px'
      })
    ])
  );
  const callouts = columns(d, [
    [
      33.3333,
      heading(null, 3, t(store, 'Free shipping', 'Livraison offerte')) + text(`<p>${t(store, 'On orders over $100.', 'Dès 100 € d’achat.')}</p>`)
    ],
    [
      33.3333,
      heading(null, 3, t(store, 'Easy returns', 'Retours faciles')) +
        text(`<p>${t(store, '30 days to change your mind.', '30 jours pour changer d’avis.')}</p>`)
    ],
    [
      33.3333,
      heading(null, 3, t(store, 'Secure checkout', 'Paiement sécurisé')) +
        text(`<p>${t(store, 'Pay by check, bank transfer or purchase order.', 'Par chèque ou par virement.')}</p>`)
    ]
  ]);
  return d.content(
    row(d, 'full-bleed', hero, { padding: '0px' }) +
      row(d, 'contained', heading(d, 2, t(store, 'Shop by category', 'Nos rayons')) + tiles) +
      row(d, 'contained', products('grid', newArrivals(t(store, 'New arrivals', 'Nouveautés')))) +
      row(d, 'contained', products('grid', bestSellers(t(store, 'Best sellers', 'Meilleures ventes')))) +
      row(d, 'contained', products('grid', typedProductsWidget(store))) +
      row(d, 'full-width', callouts, { color: '#f3f4f6', padding: '20px 10px' })
  );
}

function aboutContent(store: Store): string {
  const d = new PageBuilderDocument(11 + store);
  const story = text(
    t(
      store,
      '<p>We are a small studio making durable clothes and homeware since 2012. Everything we sell is designed in Portland and made by workshops we know by name.</p>',
      '<p>Nous sommes un petit atelier qui crée des vêtements et des objets durables depuis 2012. Tout ce que nous vendons est dessiné à Portland et fabriqué par des ateliers que nous connaissons.</p>'
    )
  );
  const values = columns(d, [
    [
      50,
      image(d, {
        images: { desktop: BANNERS[2], mobile: categoryImage(TILES[3]) },
        alt: t(store, 'Linen and ceramics from our studio', 'Lin et céramique de notre atelier'),
        caption: t(store, 'Our studio in Portland', 'Notre atelier à Portland')
      })
    ],
    [
      50,
      heading(null, 3, t(store, 'Made to last', 'Fait pour durer')) +
        text(
          t(
            store,
            '<ul><li>Responsibly sourced materials</li><li>Repairs for life</li><li>Small batches, no overstock</li></ul>',
            '<ul><li>Matières d’origine responsable</li><li>Réparations à vie</li><li>Petites séries, pas de surstock</li></ul>'
          )
        ) +
        buttons(
          d,
          'inline',
          [
            { label: t(store, 'Shop women', 'Femme'), href: '/women.html' },
            { label: t(store, 'Shop men', 'Homme'), href: '/men.html', type: 'secondary' }
          ],
          true
        ),
      'center'
    ]
  ]);
  const visit = columns(d, [
    [50, heading(null, 3, t(store, 'See how we work', 'Notre façon de travailler')) + video(d, 'https://www.youtube.com/embed/aqz-KE-bpKQ')],
    [
      50,
      heading(null, 3, t(store, 'Visit the studio', 'Venez à l’atelier')) +
        map(d, [
          {
            name: t(store, 'Portland studio', 'Atelier de Portland'),
            latitude: 45.5189,
            longitude: -122.6731,
            address: '12 Market Street',
            city: 'Portland',
            state: 'OR',
            zipcode: '97205',
            country: t(store, 'United States', 'États-Unis'),
            comment: t(store, 'Mon–Fri 9:00–17:00', 'Lun–ven 9 h–17 h')
          }
        ])
    ]
  ]);
  return d.content(
    row(d, 'contained', heading(d, 2, t(store, 'Our story', 'Notre histoire')) + story) +
      row(
        d,
        'full-width',
        banner(d, {
          appearance: 'collage-left',
          background: { desktop: BANNERS[0], mobile: categoryImage(TILES[0]) },
          message: `<h2>${t(store, 'Designed to be worn for years', 'Pensés pour durer des années')}</h2><p>${t(store, 'Every piece is tested for a hundred washes.', 'Chaque pièce est testée sur cent lavages.')}</p>`,
          button: { label: t(store, 'Discover the collection', 'Découvrir la collection'), show: 'hover' },
          overlay: { color: 'rgba(255,255,255,0.85)', show: 'always' },
          href: '/women.html',
          minHeight: '320px'
        }),
        { padding: '0px' }
      ) +
      row(d, 'contained', values + divider(d) + visit)
  );
}

function customerServiceContent(store: Store): string {
  const d = new PageBuilderDocument(21 + store);
  const panels = [
    {
      name: t(store, 'Shipping', 'Livraison'),
      markup: text(
        t(
          store,
          '<p>Flat rate of $5 per item, free over $100. Orders leave our studio within two business days.</p>',
          '<p>Forfait de 5 € par article, offerte dès 100 €. Les commandes partent de l’atelier sous deux jours ouvrés.</p>'
        )
      )
    },
    {
      name: t(store, 'Returns', 'Retours'),
      markup: text(
        t(
          store,
          '<p>Within 30 days, in their original condition. Returns are free for store credit.</p>',
          '<p>Sous 30 jours, en état d’origine. Les retours sont gratuits contre un avoir.</p>'
        )
      )
    },
    {
      name: t(store, 'Payment', 'Paiement'),
      markup: text(
        t(
          store,
          '<p>Pay by check, bank transfer or, for US addresses, purchase order. Sales tax is added at checkout where it applies.</p>',
          '<p>Par chèque ou par virement bancaire.</p>'
        )
      )
    }
  ];
  // The merchant pasted a rate table and a tracking snippet into an HTML Code element: the table shows, the script never runs.
  const rates = htmlCode(
    `<table class="shipping-rates"><caption>${t(store, 'Delivery times', 'Délais de livraison')}</caption><thead><tr><th scope="col">${t(store, 'Destination', 'Destination')}</th><th scope="col">${t(store, 'Business days', 'Jours ouvrés')}</th></tr></thead>` +
      `<tbody><tr><td>${t(store, 'United States', 'États-Unis')}</td><td>2–4</td></tr><tr><td>${t(store, 'Europe', 'Europe')}</td><td>5–8</td></tr></tbody></table>` +
      `<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'customer_service_view' });</script>`
  );
  return d.content(
    row(
      d,
      'contained',
      text(
        t(
          store,
          '<p>Answers to the questions we hear most. Something else? Write to us and we answer within one business day.</p>',
          '<p>Les réponses aux questions les plus fréquentes. Autre chose ? Écrivez-nous, nous répondons sous un jour ouvré.</p>'
        )
      ) + tabs(d, panels, 0)
    ) +
      row(
        d,
        'contained',
        columns(d, [
          [66.6667, rates],
          [33.3333, block('contact-us-sidebar') + buttons(d, 'stacked', [{ label: t(store, 'Contact us', 'Nous contacter'), href: '/contact-us' }])]
        ])
      )
  );
}

function landingContent(store: Store): string {
  const d = new PageBuilderDocument(31 + store);
  const collage = (appearance: 'collage-right' | 'collage-centered', index: number, title: string, href: string, label: string) =>
    banner(d, {
      appearance,
      background: { desktop: BANNERS[index] },
      message: `<h3>${title}</h3>`,
      button: { label, show: 'always', type: 'secondary' },
      overlay: { color: 'rgba(31,41,55,0.35)', show: 'hover' },
      href,
      minHeight: '260px'
    });
  return d.content(
    row(
      d,
      'full-bleed',
      banner(d, {
        appearance: 'poster',
        background: { desktop: BANNERS[0], mobile: categoryImage(TILES[0]) },
        message: `<h2>${t(store, 'The spring lookbook', 'Le lookbook du printemps')}</h2><p>${t(store, 'Light layers, soft colours, made to last.', 'Couches légères, couleurs douces, faites pour durer.')}</p>`,
        button: { label: t(store, 'Shop the look', 'Voir la sélection'), show: 'always' },
        overlay: { color: 'rgba(255,255,255,0.6)', show: 'always' },
        href: '/women.html',
        minHeight: '380px'
      }),
      { padding: '0px', video: { src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', fallback: BANNERS[0] } }
    ) +
      row(
        d,
        'contained',
        columns(d, [
          [50, collage('collage-right', 1, t(store, 'Shirts for the city', 'Chemises pour la ville'), '/men.html', t(store, 'Shop men', 'Homme'))],
          [50, collage('collage-centered', 2, t(store, 'Linen at home', 'Le lin à la maison'), '/home-living.html', t(store, 'Shop home', 'Maison'))]
        ])
      ) +
      row(
        d,
        'full-width',
        products(
          'carousel',
          productsWidget(
            t(store, 'Picked for spring', 'Notre sélection de printemps'),
            8,
            [{ attribute: 'sku', operator: '()', value: NEW_ARRIVAL_SKUS.join(', ') }],
            'position_by_sku',
            'carousel'
          )
        ) + buttons(d, 'inline', [{ label: t(store, 'All new arrivals', 'Toutes les nouveautés'), href: '/women.html' }], false, 'center'),
        { color: '#f9fafb', parallax: false }
      ) +
      row(
        d,
        'contained',
        slider(
          d,
          { autoplay: false, fade: true, infinite: false, arrows: true, dots: true, minHeight: '240px' },
          [0, 1, 2].map((index) => ({
            name: [t(store, 'Dresses', 'Robes'), t(store, 'Shirts', 'Chemises'), t(store, 'Ceramics', 'Céramique')][index],
            appearance: 'collage-centered' as const,
            background: { desktop: BANNERS[index] },
            message: `<p>${[t(store, 'Dresses for every day.', 'Des robes pour tous les jours.'), t(store, 'Shirts in washed cotton.', 'Chemises en coton lavé.'), t(store, 'Ceramics made by hand.', 'Céramique faite main.')][index]}</p>`,
            overlay: { color: 'rgba(255,255,255,0.8)', show: 'always' as const }
          }))
        )
      )
  );
}

/**
 * A page authored for Magento's Luma theme before Page Builder, as many shops moving to a new storefront have them:
 * Luma's home page promo tiles (`.blocks-promo`: an image with `.content` text over it), a `.content-heading`, a
 * CMS Static Block widget holding a block of links (`ul.footer.links`) and a CMS Page Link widget's markup. Its URLs
 * are Magento's directives: the backend renders them absolute on its own base URLs, as Magento's GraphQL does.
 */
function lumaPromoContent(store: Store): string {
  const tile = (
    name: string,
    href: string,
    title: string,
    info: string,
    action: string,
    options: { white?: boolean; wrapped?: boolean; button?: boolean } = {}
  ) => {
    const image = `<img src="{{media url="wysiwyg/home/home-${name}.jpg"}}" alt="">`;
    return (
      `<a class="block-promo home-${name}" href="{{store url=""}}${href}">` +
      (options.wrapped ? `<span class="image">${image}</span>` : image) +
      `<span class="content${options.white ? ' bg-white' : ''}">` +
      (options.button
        ? `<span class="info">${info}</span><strong class="title">${title}</strong>`
        : `<strong class="title">${title}</strong><span class="info">${info}</span>`) +
      `<span class="action more ${options.button ? 'button' : 'icon'}">${action}</span></span></a>`
    );
  };
  return (
    '<div class="blocks-promo">' +
    tile(
      'main',
      'women.html',
      t(store, 'Light layers for longer days', 'Des couches légères pour les beaux jours'),
      t(store, 'New spring collection', 'Nouvelle collection de printemps'),
      t(store, 'Shop women', 'Voir la collection femme'),
      { white: true, button: true }
    ) +
    '<div class="block-promo-wrapper block-promo-hp">' +
    tile(
      'pants',
      'men.html',
      t(store, '20% OFF', '-20 %'),
      t(store, 'Chinos when you shop today*', 'Sur les chinos, aujourd’hui seulement*'),
      t(store, 'Shop chinos', 'Voir les chinos')
    ) +
    tile(
      't-shirts',
      'men.html',
      t(store, 'Even more ways to mix and match', 'Encore plus de façons d’assortir'),
      t(store, 'Buy 3 tees, get a 4th free', '3 t-shirts achetés, le 4e offert'),
      t(store, 'Shop tees', 'Voir les t-shirts'),
      { wrapped: true }
    ) +
    tile(
      'erin',
      'accessories.html',
      t(store, 'Take it from Erin', 'Le choix d’Erin'),
      t(store, 'Our founder shares her favourites', 'Notre fondatrice partage ses coups de cœur'),
      t(store, 'Shop Erin’s picks', 'Voir sa sélection')
    ) +
    tile(
      'performance',
      'women.html',
      t(store, 'Made for every day', 'Pensé pour tous les jours'),
      t(store, 'Easy pieces that keep up', 'Des pièces faciles qui suivent le rythme'),
      t(store, 'Shop the basics', 'Voir les essentiels'),
      { white: true }
    ) +
    tile(
      'eco',
      'home-living.html',
      t(store, 'Twice around, twice as nice', 'Deux fois plus belle, la seconde vie'),
      t(store, 'Linen and ceramics made to last', 'Lin et céramique faits pour durer'),
      t(store, 'Shop home', 'Voir la maison'),
      { white: true }
    ) +
    '</div></div>' +
    `<div class="content-heading"><h2 class="title">${t(store, 'Good to know', 'Bon à savoir')}</h2><p class="info">${t(store, 'Everything about your order, in one place.', 'Tout sur votre commande, au même endroit.')}</p></div>` +
    '{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="footer-links"}}' +
    // What the CMS Page Link widget renders (link_block.phtml).
    `<div class="widget block block-cms-link"><a href="{{store direct_url="customer-service"}}" title="${t(store, 'Customer Service', 'Service client')}"><span>${t(store, 'Customer Service', 'Service client')}</span></a></div>`
  );
}

/** The page of Luma-authored content. */
export const LUMA_PAGE_IDENTIFIER = 'seasonal-picks';

/** The landing page of the sample shop (a campaign page, as merchants build them in Page Builder). */
export const LANDING_PAGE_IDENTIFIER = 'spring-lookbook';

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
    content: [homeContent(0), homeContent(1)]
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
    content: [aboutContent(0), aboutContent(1)]
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
    content: [customerServiceContent(0), customerServiceContent(1)]
  },
  {
    identifier: 'no-route',
    layout: '1column',
    title: ['404 Not Found', '404 Page introuvable'],
    heading: ['Whoops, our bad...', 'Oups, notre faute...'],
    content: ['<p>The page you requested was not found.</p>', '<p>La page demandée est introuvable.</p>']
  },
  {
    identifier: LANDING_PAGE_IDENTIFIER,
    layout: '1column',
    title: ['Spring lookbook', 'Lookbook du printemps'],
    heading: ['Spring lookbook', 'Lookbook du printemps'],
    metaDescription: [
      'Light layers and soft colours for spring: our picks from the new season.',
      'Couches légères et couleurs douces pour le printemps : notre sélection de la nouvelle saison.'
    ],
    content: [landingContent(0), landingContent(1)]
  },
  {
    identifier: LUMA_PAGE_IDENTIFIER,
    layout: '1column',
    title: ['Seasonal picks', 'La sélection de la saison'],
    // As Luma's pages often are: no content heading (the page shows none; its title stays the document's).
    heading: ['', ''],
    metaDescription: ['Our picks of the season, from chinos to linen.', 'Notre sélection de la saison, des chinos au lin.'],
    content: [lumaPromoContent(0), lumaPromoContent(1)]
  }
];

/**
 * The products whose merchant wrote a rich description (the second of each category's ten): in Page Builder
 * markup, the others keep their plain HTML.
 */
export const hasRichDescription = (p: { sku: string; parentId: number | null }) => p.parentId === null && Number(p.sku.slice(-4)) % 10 === 2;

/** A product description in Page Builder markup (a merchant's rich description): text, a details tab set, a divider. */
export function richProductDescription(store: 0 | 1, name: string, plain: string): string {
  const d = new PageBuilderDocument(41 + store);
  return d.content(
    row(
      d,
      'contained',
      text(plain.replace(/<ul>[\s\S]*<\/ul>/, '')) +
        tabs(d, [
          { name: t(store, 'Details', 'Détails'), markup: text(plain.match(/<ul>[\s\S]*<\/ul>/)?.[0] ?? '') },
          {
            name: t(store, 'Care', 'Entretien'),
            markup: text(
              t(store, `<p>Wash the ${name} cold, inside out; dry flat.</p>`, `<p>Laver le modèle ${name} à froid, sur l’envers ; sécher à plat.</p>`)
            )
          }
        ]) +
        divider(d) +
        buttons(d, 'inline', [
          { label: t(store, 'Size and care guide', 'Guide des tailles et de l’entretien'), href: '/customer-service', type: 'link' }
        ])
    )
  );
}

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
    // Luma's footer links block, as its sample data writes it (Magento's store URL directives).
    identifier: 'footer-links',
    title: 'Footer links',
    content: [
      '<ul class="footer links"><li class="nav item"><a href="{{store direct_url="about-us"}}">About us</a></li>' +
        '<li class="nav item"><a href="{{store direct_url="customer-service"}}">Customer Service</a></li>' +
        '<li class="nav item"><a href="{{store direct_url="contact-us"}}">Contact Us</a></li></ul>',
      '<ul class="footer links"><li class="nav item"><a href="{{store direct_url="about-us"}}">À propos</a></li>' +
        '<li class="nav item"><a href="{{store direct_url="customer-service"}}">Service client</a></li>' +
        '<li class="nav item"><a href="{{store direct_url="contact-us"}}">Nous contacter</a></li></ul>'
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
