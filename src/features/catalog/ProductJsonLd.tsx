import type { PriceRange, StockStatus } from './catalogTypes';

export interface ProductJsonLdProps {
  name: string;
  sku: string;
  description?: string;
  images: string[];
  url: string;
  priceRange: PriceRange;
  stockStatus: StockStatus | null;
}

/** Plain text of HTML, for structured data. */
function toText(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

/** schema.org Product structured data for search engines; a data block, never executed (CSP allows it). */
export default function ProductJsonLd({ name, sku, description, images, url, priceRange, stockStatus }: ProductJsonLdProps) {
  const price = priceRange.minimum_price.final_price;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku,
    description: toText(description),
    image: images,
    offers: {
      '@type': 'Offer',
      url,
      price: price.value.toFixed(2),
      priceCurrency: price.currency,
      availability: stockStatus === 'OUT_OF_STOCK' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock'
    }
  };
  // '<' escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
