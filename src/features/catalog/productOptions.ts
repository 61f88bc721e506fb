import { isPresent } from '../../lib/isPresent';
import type { ConfigurableOption, ConfigurableOptionValue, ConfigurableVariant, GalleryImage, ProductDetail } from './catalogTypes';

/** Chosen value uid per option attribute code. */
export type OptionSelection = Record<string, string>;

function variantValue(variant: ConfigurableVariant, code: string): string | undefined {
  return variant.attributes?.find((attribute) => attribute?.code === code)?.uid;
}

function matches(variant: ConfigurableVariant, selection: OptionSelection, ignore?: string): boolean {
  return Object.entries(selection).every(([code, uid]) => code === ignore || variantValue(variant, code) === uid);
}

/**
 * The product's options by position, as the shopper chooses them: Magento's schema allows options without an
 * attribute code and values without a uid, which nothing could select.
 */
export function choosableOptions(options: ProductDetail['configurable_options']): ConfigurableOption[] {
  return (options ?? [])
    .filter(isPresent)
    .flatMap(({ attribute_code, values, ...option }) =>
      attribute_code
        ? [{ ...option, attribute_code, values: (values ?? []).filter((value): value is ConfigurableOptionValue => Boolean(value?.uid)) }]
        : []
    )
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** A configurable product's variants (none for a simple product). */
export function productVariants(variants: ProductDetail['variants']): ConfigurableVariant[] {
  return (variants ?? []).filter(isPresent);
}

/**
 * Whether `valueUid` of option `code` can be chosen given the other choices: some in-stock variant
 * has it together with every other chosen value. Combinations that do not exist or are sold out are not.
 */
export function isValueAvailable(variants: ConfigurableVariant[], selection: OptionSelection, code: string, valueUid: string): boolean {
  return variants.some(
    (variant) => variant.product?.stock_status !== 'OUT_OF_STOCK' && variantValue(variant, code) === valueUid && matches(variant, selection, code)
  );
}

/** The variant for a complete selection, else undefined. */
export function findVariant(
  options: ConfigurableOption[],
  variants: ConfigurableVariant[],
  selection: OptionSelection
): ConfigurableVariant | undefined {
  if (options.some((option) => !selection[option.attribute_code])) return undefined;
  return variants.find((variant) => matches(variant, selection));
}

/** A variant showing the chosen colour (any size), for the image to follow the colour. */
export function findVariantForImage(variants: ConfigurableVariant[], selection: OptionSelection): ConfigurableVariant | undefined {
  const colour = selection.color;
  if (!colour) return undefined;
  return variants.find((variant) => variantValue(variant, 'color') === colour && (variant.product?.media_gallery ?? []).length > 0);
}

/** Enabled images by position. */
export function sortGallery(images: ReadonlyArray<GalleryImage | null> | null | undefined): GalleryImage[] {
  return (images ?? [])
    .filter((image): image is GalleryImage => Boolean(image?.url && !image.disabled))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
