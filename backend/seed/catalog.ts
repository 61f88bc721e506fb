/** Deterministic sample catalogue: plain data, no I/O. English (store 1) and French (store 2) texts. */

/** Small seeded PRNG (mulberry32) so every seed produces the same shop. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOption {
  id: number;
  code: 'color' | 'size';
  en: string;
  fr: string;
  swatch: string;
}
export const COLORS: SeedOption[] = [
  ['Black', 'Noir', '#222222'],
  ['White', 'Blanc', '#f4f4f4'],
  ['Red', 'Rouge', '#c0392b'],
  ['Blue', 'Bleu', '#2e5c9a'],
  ['Green', 'Vert', '#3c8d4f'],
  ['Beige', 'Beige', '#d8c3a5'],
  ['Grey', 'Gris', '#8c8c8c'],
  ['Pink', 'Rose', '#e39bb2']
].map(([en, fr, swatch], i) => ({ id: 50 + i, code: 'color' as const, en, fr, swatch }));
export const SIZES: SeedOption[] = ['XS', 'S', 'M', 'L', 'XL'].map((s, i) => ({ id: 70 + i, code: 'size' as const, en: s, fr: s, swatch: s }));

export interface SeedCategory {
  id: number;
  parentId: number | null;
  en: string;
  fr: string;
  urlKey: string;
  inMenu: boolean;
  position: number;
  /** Product kind made for a leaf: words used in names and whether items come in colours and sizes. */
  kind?: { nouns: [string, string][]; configurable: boolean; base: number };
}

const C = (
  id: number,
  parentId: number,
  en: string,
  fr: string,
  urlKey: string,
  position: number,
  kind?: SeedCategory['kind'],
  inMenu = true
): SeedCategory => ({ id, parentId, en, fr, urlKey, inMenu, position, kind });
const wear = (nouns: [string, string][], base: number) => ({ nouns, configurable: true, base });
const goods = (nouns: [string, string][], base: number) => ({ nouns, configurable: false, base });

export const ROOT_CATEGORY_ID = 2;
export const CATEGORIES: SeedCategory[] = [
  { id: 1, parentId: null, en: 'Root Catalog', fr: 'Catalogue racine', urlKey: '', inMenu: false, position: 0 },
  { id: 2, parentId: 1, en: 'Default Category', fr: 'Catégorie par défaut', urlKey: '', inMenu: true, position: 1 },
  C(3, 2, 'Women', 'Femme', 'women', 1),
  C(4, 2, 'Men', 'Homme', 'men', 2),
  C(5, 2, 'Accessories', 'Accessoires', 'accessories', 3),
  C(6, 2, 'Home', 'Maison', 'home-living', 4),
  C(7, 2, 'Gift Ideas', 'Idées cadeaux', 'gift-ideas', 5, undefined, false),
  C(10, 3, 'Tops', 'Hauts', 'tops', 1),
  C(11, 3, 'Bottoms', 'Bas', 'bottoms', 2),
  C(
    12,
    3,
    'Dresses',
    'Robes',
    'dresses',
    3,
    wear(
      [
        ['Dress', 'Robe'],
        ['Maxi Dress', 'Robe longue']
      ],
      68
    )
  ),
  C(
    13,
    10,
    'Blouses',
    'Chemisiers',
    'blouses',
    1,
    wear(
      [
        ['Blouse', 'Chemisier'],
        ['Shirt', 'Chemise']
      ],
      42
    )
  ),
  C(
    14,
    10,
    'Sweaters',
    'Pulls',
    'sweaters',
    2,
    wear(
      [
        ['Sweater', 'Pull'],
        ['Cardigan', 'Gilet']
      ],
      58
    )
  ),
  C(
    15,
    11,
    'Skirts',
    'Jupes',
    'skirts',
    1,
    wear(
      [
        ['Skirt', 'Jupe'],
        ['Mini Skirt', 'Mini-jupe']
      ],
      46
    )
  ),
  C(
    16,
    11,
    'Trousers',
    'Pantalons',
    'trousers',
    2,
    wear(
      [
        ['Trousers', 'Pantalon'],
        ['Jeans', 'Jean']
      ],
      64
    )
  ),
  C(20, 4, 'Tops', 'Hauts', 'tops', 1),
  C(21, 4, 'Bottoms', 'Bas', 'bottoms', 2),
  C(
    22,
    20,
    'Shirts',
    'Chemises',
    'shirts',
    1,
    wear(
      [
        ['Shirt', 'Chemise'],
        ['Polo', 'Polo']
      ],
      48
    )
  ),
  C(
    23,
    20,
    // Magento keeps names as typed, entities included (its storefront shows ®): the storefront must decode them.
    'Cocona&reg; Hoodies',
    'Sweats Cocona&reg;',
    'hoodies',
    2,
    wear(
      [
        ['Hoodie', 'Sweat à capuche'],
        ['Sweatshirt', 'Sweat']
      ],
      62
    )
  ),
  C(
    24,
    21,
    'Chinos',
    'Chinos',
    'chinos',
    1,
    wear(
      [
        ['Chinos', 'Chino'],
        ['Trousers', 'Pantalon']
      ],
      66
    )
  ),
  C(
    25,
    21,
    'Shorts',
    'Shorts',
    'shorts',
    2,
    wear(
      [
        ['Shorts', 'Short'],
        ['Swim Shorts', 'Short de bain']
      ],
      38
    )
  ),
  C(
    30,
    5,
    'Bags',
    'Sacs',
    'bags',
    1,
    goods(
      [
        ['Tote Bag', 'Sac cabas'],
        ['Backpack', 'Sac à dos'],
        ['Clutch', 'Pochette']
      ],
      79
    )
  ),
  C(
    31,
    5,
    'Jewelry',
    'Bijoux',
    'jewelry',
    2,
    goods(
      [
        ['Necklace', 'Collier'],
        ['Bracelet', 'Bracelet'],
        ['Earrings', "Boucles d'oreilles"]
      ],
      35
    )
  ),
  C(
    32,
    5,
    'Hats',
    'Chapeaux',
    'hats',
    3,
    goods(
      [
        ['Hat', 'Chapeau'],
        ['Beanie', 'Bonnet'],
        ['Cap', 'Casquette']
      ],
      29
    )
  ),
  C(33, 5, 'Belts', 'Ceintures', 'belts', 4, goods([['Belt', 'Ceinture']], 34), false),
  C(
    40,
    6,
    'Kitchen',
    'Cuisine',
    'kitchen',
    1,
    goods(
      [
        ['Mug', 'Tasse'],
        ['Bowl', 'Bol'],
        ['Teapot', 'Théière']
      ],
      22
    )
  ),
  C(
    41,
    6,
    'D&eacute;cor',
    'D&eacute;coration',
    'decor',
    2,
    goods(
      [
        ['Vase', 'Vase'],
        ['Cushion', 'Coussin'],
        ['Candle', 'Bougie']
      ],
      31
    )
  ),
  C(
    42,
    6,
    'Textiles',
    'Textiles',
    'textiles',
    3,
    goods(
      [
        ['Throw', 'Plaid'],
        ['Towel', 'Serviette'],
        ['Napkins', 'Serviettes de table']
      ],
      44
    )
  )
];

const ADJECTIVES: [string, string][] = [
  ['Classic', 'classique'],
  ['Linen', 'en lin'],
  ['Organic Cotton', 'en coton bio'],
  ['Merino', 'en mérinos'],
  ['Vintage', 'vintage'],
  ['Striped', 'rayé'],
  ['Relaxed', 'décontracté'],
  ['Heritage', 'héritage'],
  ['Coastal', 'côtier'],
  ['Urban', 'urbain'],
  ['Alpine', 'alpin'],
  ['Silk', 'en soie']
];
const MOTIFS: [string, string][] = [
  ['Augusta', 'Augusta'],
  ['Sienna', 'Sienne'],
  ['Juno', 'Junon'],
  ['Lyra', 'Lyra'],
  ['Atlas', 'Atlas'],
  ['Nova', 'Nova'],
  ['Orla', 'Orla'],
  ['Quinn', 'Quinn'],
  ['Remy', 'Rémy'],
  ['Tova', 'Tova']
];

export interface SeedProduct {
  id: number;
  sku: string;
  type: 'simple' | 'configurable';
  parentId: number | null;
  urlKey: string | null;
  en: string;
  fr: string;
  descEn: string;
  descFr: string;
  price: number;
  specialPrice: number | null;
  color: number | null;
  size: number | null;
  qty: number;
  visible: boolean;
  categories: number[];
  images: number;
  palette: string[];
  createdAt: string;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The whole catalogue: 10 products per leaf category (≥150 visible), configurables with 3 colours × 4 sizes. */
export function buildProducts(): SeedProduct[] {
  const rnd = random(20260522);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const out: SeedProduct[] = [];
  let id = 1;
  let n = 0;
  const leaves = CATEGORIES.filter((c) => c.kind);
  for (const cat of leaves) {
    const kind = cat.kind!;
    const ancestors = ancestorsOf(cat.id).filter((c) => c >= 3);
    for (let i = 0; i < 10; i++, n++) {
      const [nounEn, nounFr] = kind.nouns[i % kind.nouns.length];
      const [adjEn, adjFr] = ADJECTIVES[(n * 7 + i) % ADJECTIVES.length];
      const [motEn, motFr] = MOTIFS[(n * 3 + i) % MOTIFS.length];
      const en = `${motEn} ${adjEn} ${nounEn}`;
      const fr = `${nounFr} ${adjFr} ${motFr}`;
      const urlKey = slug(`${en}-${cat.urlKey}-${n + 1}`);
      const price = Math.round((kind.base + rnd() * kind.base * 0.8) * 100) / 100;
      const specialPrice = n % 5 === 2 ? Math.round(price * 0.8 * 100) / 100 : null;
      const colors = [0, 1, 2].map((k) => COLORS[(n + k * 3) % COLORS.length]);
      const palette = colors.map((c) => c.swatch);
      const categories = [...ancestors, ...(n % 9 === 4 ? [7] : [])];
      const sku = `${cat.urlKey.slice(0, 3).toUpperCase()}-${String(n + 1).padStart(4, '0')}`;
      const descEn =
        `<p>The ${en} is made to last, with ${adjEn.toLowerCase()} character and a fit that works every day.</p>` +
        `<ul><li>Designed in our studio</li><li>Responsibly sourced materials</li><li>Care: see label</li></ul>`;
      const descFr =
        `<p>Le modèle ${fr} est fait pour durer, au caractère ${adjFr} et à la coupe idéale au quotidien.</p>` +
        `<ul><li>Conçu dans notre atelier</li><li>Matières d'origine responsable</li><li>Entretien : voir l'étiquette</li></ul>`;
      const createdAt = new Date(Date.UTC(2026, 0, 1 + n)).toISOString().replace('T', ' ').slice(0, 19);
      // Every 13th product is sold out; a few have only a handful left.
      const stock = () => (n % 13 === 6 ? 0 : n % 11 === 3 ? 1 + Math.floor(rnd() * 3) : 20 + Math.floor(rnd() * 80));
      const parent: SeedProduct = {
        id: id++,
        sku,
        type: kind.configurable ? 'configurable' : 'simple',
        parentId: null,
        urlKey,
        en,
        fr,
        descEn,
        descFr,
        price,
        specialPrice,
        color: kind.configurable ? null : pick(COLORS).id,
        size: null,
        qty: kind.configurable ? 0 : stock(),
        visible: true,
        categories,
        images: 2 + (n % 3),
        palette,
        createdAt
      };
      out.push(parent);
      if (!kind.configurable) continue;
      for (const color of colors) {
        for (const size of SIZES.slice(n % 2, (n % 2) + 4)) {
          out.push({
            ...parent,
            id: id++,
            sku: `${sku}-${color.en.toUpperCase()}-${size.en}`,
            type: 'simple',
            parentId: parent.id,
            urlKey: null,
            en: `${en}-${color.en}-${size.en}`,
            fr: `${fr}-${color.fr}-${size.fr}`,
            color: color.id,
            size: size.id,
            qty: n % 13 === 6 || rnd() < 0.08 ? 0 : stock(),
            visible: false,
            categories: [],
            images: 0
          });
        }
      }
    }
  }
  return out;
}

export function ancestorsOf(categoryId: number): number[] {
  const path: number[] = [];
  for (let c = CATEGORIES.find((x) => x.id === categoryId); c; c = CATEGORIES.find((x) => x.id === c!.parentId)) path.unshift(c.id);
  return path;
}

export const US_REGIONS: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming']
];
export const COUNTRIES: [string, string, string, string][] = [
  ['US', 'USA', 'United States', 'États-Unis'],
  ['CA', 'CAN', 'Canada', 'Canada'],
  ['FR', 'FRA', 'France', 'France'],
  ['DE', 'DEU', 'Germany', 'Allemagne'],
  ['GB', 'GBR', 'United Kingdom', 'Royaume-Uni'],
  ['ES', 'ESP', 'Spain', 'Espagne'],
  ['IT', 'ITA', 'Italy', 'Italie'],
  ['NL', 'NLD', 'Netherlands', 'Pays-Bas'],
  ['BE', 'BEL', 'Belgium', 'Belgique'],
  ['CH', 'CHE', 'Switzerland', 'Suisse']
];
