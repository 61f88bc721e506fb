import { DEFAULT_CURRENCY_CODE, formatPrice } from '../../lib/formatPrice';
import { makeImageUrl } from '../../lib/images';
import { breadcrumbList, canonicalUrl, htmlToText, pickDescription, storeAlternates, type PageHead, type PageHeadContext } from '../../lib/pageHead';
import type { CategoryDetail, ProductChoicesDetail, ProductDetail, ProductSummary, StockStatus } from './catalogTypes';
import { deepestCategory, sortedCrumbs } from './categoryCrumbs';
import { sortGallery } from './productOptions';
import { categoryPath, productPath } from './productUrls';

// What the product and category pages say about themselves to search engines and link previews. Pure, so the
// storefront server writes the same head into the first HTML as the SPA keeps on client-side navigation.

/** Link previews want a large image: §9's xlarge width, at the catalogue's aspect ratio, as plain JPEG. */
const PREVIEW_IMAGE = { width: 1280, height: 1600, optimized: false } as const;

const SCHEMA = 'https://schema.org';

function absoluteImageUrl(context: PageHeadContext, url: string | null | undefined): string | undefined {
  return url ? `${context.origin}${makeImageUrl(url, PREVIEW_IMAGE)}` : undefined;
}

function availability(status: StockStatus | null | undefined): string {
  return `${SCHEMA}/${status === 'OUT_OF_STOCK' ? 'OutOfStock' : 'InStock'}`;
}

function categoryTrail(context: PageHeadContext, category: Pick<CategoryDetail, 'name' | 'url_path' | 'url_suffix' | 'breadcrumbs'>) {
  const suffix = category.url_suffix ?? '.html';
  return [
    ...sortedCrumbs(category.breadcrumbs).map((crumb) => ({
      name: crumb.category_name ?? '',
      url: `${context.origin}${context.basename}${categoryPath(crumb.category_url_path, suffix)}`
    })),
    { name: category.name ?? '', url: `${context.origin}${context.basename}${categoryPath(category.url_path, suffix)}` }
  ];
}

/** The prices a product is offered at: a configurable's orderable variants, a grouped product's children, a bundle's range. */
function offeredPrices(product: ProductDetail, choices: ProductChoicesDetail | undefined): Array<{ value?: number | null }> {
  const price = product.price_range.minimum_price.final_price;
  if (choices?.bundleItems) {
    // A bundle is one offer from its cheapest to its dearest configuration.
    const highest = choices.bundlePriceRange?.maximum_price?.final_price;
    return highest && (highest.value ?? 0) > (price.value ?? 0) ? [price, highest] : [];
  }
  const parts: Array<
    { stock_status: StockStatus | null; price_range: { minimum_price: { final_price: { value?: number | null } } } } | null | undefined
  > = choices?.groupedItems ? choices.groupedItems.map((item) => item?.product) : (product.variants ?? []).map((variant) => variant?.product);
  return parts.filter((part) => part && part.stock_status !== 'OUT_OF_STOCK').map((part) => part!.price_range.minimum_price.final_price);
}

function productOffers(product: ProductDetail, url: string, choices: ProductChoicesDetail | undefined): Record<string, unknown> {
  const prices = offeredPrices(product, choices);
  const price = product.price_range.minimum_price.final_price;
  if (prices.length > 1) {
    const values = prices.map((money) => money.value ?? 0);
    return {
      '@type': 'AggregateOffer',
      url,
      priceCurrency: price.currency,
      lowPrice: Math.min(...values).toFixed(2),
      highPrice: Math.max(...values).toFixed(2),
      offerCount: prices.length,
      availability: availability(product.stock_status)
    };
  }
  return {
    '@type': 'Offer',
    url,
    price: (price.value ?? 0).toFixed(2),
    priceCurrency: price.currency,
    availability: availability(product.stock_status)
  };
}

/** A product page's head: description, preview image and price, Product and BreadcrumbList data. */
export function productHead(product: ProductDetail, context: PageHeadContext, choices?: ProductChoicesDetail): PageHead {
  const path = productPath(product);
  const url = canonicalUrl(context.origin, context.basename, path);
  const category = deepestCategory(product.categories);
  const price = product.price_range.minimum_price.final_price;
  const images = sortGallery(product.media_gallery)
    .map((image) => absoluteImageUrl(context, image.url))
    .filter((image): image is string => Boolean(image));
  const image = images[0] ?? absoluteImageUrl(context, product.small_image?.url);
  const summary = [product.name, category?.name, formatPrice(price.value ?? 0, price.currency ?? undefined)].filter(Boolean).join(' · ');
  const description = pickDescription(
    product.meta_description,
    { html: product.short_description?.html },
    { html: product.description?.html },
    summary
  );
  const jsonLd: Array<Record<string, unknown>> = [
    {
      '@context': SCHEMA,
      '@type': 'Product',
      name: product.name ?? '',
      sku: product.sku ?? '',
      ...(images.length || image ? { image: images.length ? images : [image] } : {}),
      description: htmlToText(product.description?.html) || description,
      url,
      offers: productOffers(product, url, choices)
    }
  ];
  if (category) jsonLd.push(breadcrumbList([...categoryTrail(context, category), { name: product.name ?? '', url }]));
  return {
    description,
    alternates: storeAlternates(context, path),
    type: 'product',
    image,
    price: { amount: (price.value ?? 0).toFixed(2), currency: price.currency ?? DEFAULT_CURRENCY_CODE },
    jsonLd
  };
}

/** A category page's head: description, the first product's image, BreadcrumbList and the listed products. */
export function categoryHead(
  category: CategoryDetail,
  products: ProductSummary[] | null | undefined,
  context: PageHeadContext,
  search = ''
): PageHead {
  const path = categoryPath(category.url_path, category.url_suffix);
  const items = products ?? [];
  const listed = items
    .map((product) => product.name)
    .filter(Boolean)
    .slice(0, 5)
    .join(', ');
  const description = pickDescription(category.meta_description, { html: category.description }, listed && `${category.name}: ${listed}`);
  return {
    description,
    alternates: storeAlternates(context, path),
    type: 'website',
    image: absoluteImageUrl(context, items[0]?.small_image?.url),
    jsonLd: [
      breadcrumbList(categoryTrail(context, category)),
      {
        '@context': SCHEMA,
        '@type': 'ItemList',
        url: canonicalUrl(context.origin, context.basename, path, search),
        numberOfItems: items.length,
        itemListElement: items.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: product.name ?? '',
          url: `${context.origin}${context.basename}${productPath(product)}`
        }))
      }
    ]
  };
}
