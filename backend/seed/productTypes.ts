/**
 * The sample products of Magento's other types (plain data, no I/O): bundles, grouped sets, virtual and downloadable
 * products, products with customizable options and tier prices. Their parts are products of the generated catalogue,
 * named by sku; their pictures are those of a part (no new art). Texts are [English, French]; prices in dollars.
 */

export type Texts = [en: string, fr: string];
export type PriceType = 'FIXED' | 'PERCENT';
export type CustomOptionType = 'field' | 'area' | 'drop_down' | 'radio' | 'checkbox' | 'multiple' | 'date';
export type BundleOptionType = 'select' | 'radio' | 'checkbox' | 'multi';

export interface SeedCustomOption {
  type: CustomOptionType;
  title: Texts;
  required: boolean;
  /** For field, area and date: the option's own price. */
  price?: number;
  priceType?: PriceType;
  maxCharacters?: number;
  sku?: string;
  values?: { title: Texts; price: number; priceType?: PriceType; sku?: string }[];
}
export interface SeedBundleOption {
  type: BundleOptionType;
  title: Texts;
  required: boolean;
  /** Parts by sku; price (and its type) only counts in a fixed-price bundle. */
  selections: { sku: string; qty: number; isDefault?: boolean; canChangeQty?: boolean; price?: number; priceType?: PriceType }[];
}
export interface SeedTypedProduct {
  id: number;
  sku: string;
  type: 'simple' | 'virtual' | 'bundle' | 'grouped' | 'downloadable';
  /** As the generated catalogue's: ending in a number (the product's id). */
  urlKey: string;
  name: Texts;
  description: Texts;
  /** The price (a fixed bundle's own price; 0 for a dynamic bundle or a grouped product, whose parts are priced). */
  price: number;
  specialPrice?: number;
  qty: number;
  categories: number[];
  /** The sku of the generated product whose pictures this one shows. */
  imagesOf: string;
  dynamicPrice?: boolean;
  bundleOptions?: SeedBundleOption[];
  grouped?: { sku: string; qty: number }[];
  links?: { title: Texts; price: number; sample?: boolean }[];
  linksPurchasedSeparately?: boolean;
  samples?: { title: Texts }[];
  options?: SeedCustomOption[];
  tiers?: { qty: number; price: number }[];
}

const FIRST_ID = 1301;
const p = (i: number) => FIRST_ID + i;
const html = (en: string, fr: string): Texts => [`<p>${en}</p>`, `<p>${fr}</p>`];

export const TYPED_PRODUCTS: SeedTypedProduct[] = [
  {
    id: p(0),
    sku: 'BUNDLE-TEA-SET',
    type: 'bundle',
    urlKey: 'tea-time-set-1301',
    name: ['Tea Time Set', 'Coffret heure du thé'],
    description: html(
      'A teapot, mugs to match and a few extras, at one fixed price: choose your pieces.',
      'Une théière, des tasses assorties et quelques extras, à prix fixe : composez votre coffret.'
    ),
    price: 59,
    qty: 100,
    categories: [6, 40, 7],
    imagesOf: 'KIT-0133',
    dynamicPrice: false,
    bundleOptions: [
      {
        type: 'radio',
        title: ['Teapot', 'Théière'],
        required: true,
        selections: [
          { sku: 'KIT-0133', qty: 1, isDefault: true, price: 0 },
          { sku: 'KIT-0139', qty: 1, price: 8 }
        ]
      },
      {
        type: 'select',
        title: ['Mugs', 'Tasses'],
        required: true,
        selections: [
          { sku: 'KIT-0131', qty: 2, isDefault: true, canChangeQty: true, price: 6 },
          { sku: 'KIT-0134', qty: 2, canChangeQty: true, price: 5 }
        ]
      },
      {
        type: 'checkbox',
        title: ['Extras', 'Extras'],
        required: false,
        selections: [
          { sku: 'TEX-0159', qty: 1, price: 9 },
          { sku: 'DEC-0149', qty: 1, price: 10, priceType: 'PERCENT' }
        ]
      }
    ],
    options: [
      {
        type: 'area',
        title: ['Gift message', 'Message cadeau'],
        required: false,
        price: 3,
        maxCharacters: 200
      }
    ]
  },
  {
    id: p(1),
    sku: 'BUNDLE-WEEKEND-KIT',
    type: 'bundle',
    urlKey: 'weekend-bag-kit-1302',
    name: ['Weekend Bag Kit', 'Kit sac du week-end'],
    description: html(
      'Pick a bag, then the accessories to go with it: the price is the sum of the pieces you choose.',
      'Choisissez un sac, puis les accessoires qui vont avec : le prix est la somme des pièces choisies.'
    ),
    price: 0,
    qty: 100,
    categories: [5, 30],
    imagesOf: 'BAG-0091',
    dynamicPrice: true,
    bundleOptions: [
      {
        type: 'radio',
        title: ['Bag', 'Sac'],
        required: true,
        selections: [
          { sku: 'BAG-0091', qty: 1, isDefault: true },
          { sku: 'BAG-0095', qty: 1 }
        ]
      },
      {
        type: 'multi',
        title: ['Headwear', 'Chapeaux'],
        required: false,
        selections: [
          { sku: 'HAT-0112', qty: 1 },
          { sku: 'HAT-0116', qty: 1 }
        ]
      },
      {
        type: 'select',
        title: ['Belt', 'Ceinture'],
        required: false,
        selections: [
          { sku: 'BEL-0121', qty: 1, canChangeQty: true },
          { sku: 'BEL-0126', qty: 1, canChangeQty: true }
        ]
      }
    ]
  },
  {
    id: p(2),
    sku: 'GROUPED-KITCHEN',
    type: 'grouped',
    urlKey: 'kitchen-starter-set-1303',
    name: ['Kitchen Starter Set', 'Ensemble cuisine pour débuter'],
    description: html('Mugs, bowls and a teapot: take as many of each as you need.', 'Tasses, bols et théière : prenez-en autant que nécessaire.'),
    price: 0,
    qty: 0,
    categories: [6, 40],
    imagesOf: 'KIT-0131',
    grouped: [
      { sku: 'KIT-0134', qty: 2 },
      { sku: 'KIT-0135', qty: 2 },
      { sku: 'KIT-0139', qty: 1 }
    ]
  },
  {
    id: p(3),
    sku: 'GROUPED-LINEN',
    type: 'grouped',
    urlKey: 'linen-living-collection-1304',
    name: ['Linen Living Collection', 'Collection lin pour la maison'],
    description: html('A throw, a cushion and towels in the same linen.', 'Un plaid, un coussin et des serviettes du même lin.'),
    price: 0,
    qty: 0,
    categories: [6, 42, 7],
    imagesOf: 'TEX-0154',
    grouped: [
      { sku: 'TEX-0154', qty: 1 },
      { sku: 'DEC-0142', qty: 2 },
      { sku: 'TEX-0152', qty: 0 }
    ]
  },
  {
    id: p(4),
    sku: 'VIRTUAL-GIFT-WRAP',
    type: 'virtual',
    urlKey: 'gift-wrapping-service-1305',
    name: ['Gift Wrapping Service', 'Service emballage cadeau'],
    description: html(
      'We wrap your order by hand, in the paper of your choice, with a card if you wish.',
      'Nous emballons votre commande à la main, dans le papier de votre choix, avec une carte si vous le souhaitez.'
    ),
    price: 5,
    qty: 10000,
    categories: [7],
    imagesOf: 'DEC-0146',
    options: [
      {
        type: 'radio',
        title: ['Paper', 'Papier'],
        required: true,
        values: [
          { title: ['Kraft', 'Kraft'], price: 0 },
          { title: ['Gold foil', 'Feuille dorée'], price: 2 },
          { title: ['Recycled floral', 'Floral recyclé'], price: 1 }
        ]
      },
      { type: 'field', title: ['Card message', 'Message de la carte'], required: false, price: 1.5, maxCharacters: 120 },
      { type: 'date', title: ['Deliver on', 'Livrer le'], required: false, price: 0 }
    ]
  },
  {
    id: p(5),
    sku: 'VIRTUAL-CERAMICS-CLASS',
    type: 'virtual',
    urlKey: 'ceramics-workshop-1306',
    name: ['Ceramics Workshop (2 hours)', 'Atelier céramique (2 heures)'],
    description: html(
      'Two hours at the wheel in our studio with a potter; clay and firing included.',
      'Deux heures au tour dans notre atelier avec un potier ; argile et cuisson comprises.'
    ),
    price: 45,
    qty: 40,
    categories: [6, 7],
    imagesOf: 'KIT-0135',
    options: [
      { type: 'date', title: ['Session date', 'Date de la séance'], required: true, price: 0 },
      {
        type: 'drop_down',
        title: ['Level', 'Niveau'],
        required: true,
        values: [
          { title: ['Beginner', 'Débutant'], price: 0 },
          { title: ['Intermediate', 'Intermédiaire'], price: 10, priceType: 'PERCENT' }
        ]
      },
      {
        type: 'checkbox',
        title: ['Extras', 'Extras'],
        required: false,
        values: [
          { title: ['Apron to keep', 'Tablier à garder'], price: 8 },
          { title: ['Take-home glaze kit', 'Kit d’émail à emporter'], price: 15, priceType: 'PERCENT' }
        ]
      }
    ],
    tiers: [
      { qty: 2, price: 42 },
      { qty: 5, price: 38 }
    ]
  },
  {
    id: p(6),
    sku: 'DOWNLOAD-KNIT-PATTERNS',
    type: 'downloadable',
    urlKey: 'knitting-patterns-1307',
    name: ['Knitting Patterns', 'Modèles de tricot'],
    description: html(
      'Printable patterns from our studio: buy only the ones you want to knit.',
      'Des modèles imprimables de notre atelier : achetez seulement ceux que vous voulez tricoter.'
    ),
    price: 0,
    qty: 10000,
    categories: [6, 42, 7],
    imagesOf: 'TEX-0151',
    linksPurchasedSeparately: true,
    links: [
      { title: ['Cardigan pattern', 'Modèle de gilet'], price: 6, sample: true },
      { title: ['Beanie pattern', 'Modèle de bonnet'], price: 4 },
      { title: ['Throw pattern', 'Modèle de plaid'], price: 8 }
    ],
    samples: [{ title: ['Pattern preview', 'Aperçu des modèles'] }]
  },
  {
    id: p(7),
    sku: 'DOWNLOAD-RECIPE-BOOK',
    type: 'downloadable',
    urlKey: 'seasonal-recipe-book-1308',
    name: ['Seasonal Recipe&trade; E-book', 'Livre numérique Recettes de saison&trade;'],
    description: html('Forty recipes for the teapot and the bowl, as PDF and EPUB.', 'Quarante recettes pour la théière et le bol, en PDF et EPUB.'),
    price: 12,
    qty: 10000,
    categories: [6, 40],
    imagesOf: 'KIT-0132',
    linksPurchasedSeparately: false,
    links: [
      { title: ['E-book (PDF)', 'Livre (PDF)'], price: 0 },
      { title: ['E-book (EPUB)', 'Livre (EPUB)'], price: 0 }
    ],
    samples: [{ title: ['First chapter', 'Premier chapitre'] }]
  },
  {
    id: p(8),
    sku: 'ENGRAVED-MUG',
    type: 'simple',
    urlKey: 'personalised-engraved-mug-1309',
    name: ['Personalised Engraved Mug', 'Tasse gravée personnalisée'],
    description: html('Our mug, engraved with the words you choose.', 'Notre tasse, gravée des mots de votre choix.'),
    price: 24,
    qty: 200,
    categories: [6, 40, 7],
    imagesOf: 'KIT-0140',
    options: [
      { type: 'field', title: ['Engraving', 'Gravure'], required: true, price: 5, maxCharacters: 20, sku: 'engrave' },
      {
        type: 'drop_down',
        title: ['Font', 'Police'],
        required: false,
        values: [
          { title: ['Serif', 'Serif'], price: 0 },
          { title: ['Script', 'Manuscrite'], price: 2 }
        ]
      },
      {
        type: 'multiple',
        title: ['Gift extras', 'Extras cadeau'],
        required: false,
        values: [
          { title: ['Gift box', 'Boîte cadeau'], price: 3 },
          { title: ['Greeting card', 'Carte de vœux'], price: 1.5 }
        ]
      }
    ],
    tiers: [
      { qty: 3, price: 21 },
      { qty: 6, price: 19 }
    ]
  },
  {
    id: p(9),
    sku: 'LINEN-NAPKINS-BULK',
    type: 'simple',
    urlKey: 'linen-napkins-by-the-dozen-1310',
    name: ['Linen Napkins, by the Piece', 'Serviettes en lin, à la pièce'],
    description: html(
      'Stone-washed linen napkins: the more you take, the less each costs.',
      'Serviettes en lin lavé : plus vous en prenez, moins elles coûtent.'
    ),
    price: 9,
    specialPrice: 8.5,
    qty: 500,
    categories: [6, 42],
    imagesOf: 'TEX-0156',
    options: [
      {
        type: 'area',
        title: ['Embroidery initials', 'Initiales brodées'],
        required: false,
        price: 20,
        priceType: 'PERCENT',
        maxCharacters: 40
      }
    ],
    tiers: [
      { qty: 4, price: 8 },
      { qty: 12, price: 7 }
    ]
  }
];

/** A configurable product of the generated catalogue that also takes a customizable option. */
export const CONFIGURABLE_WITH_OPTION = {
  sku: 'SWE-0021',
  option: {
    type: 'checkbox',
    title: ['Gift wrap', 'Emballage cadeau'],
    required: false,
    values: [{ title: ['Wrap it', 'Emballer'], price: 4 }]
  } satisfies SeedCustomOption
};

/** The home page strip of these products (a strip shows eight). */
export const TYPED_PRODUCTS_STRIP_SKUS = TYPED_PRODUCTS.slice(0, 8).map((t) => t.sku);
