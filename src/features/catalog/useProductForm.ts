import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { GalleryImage, PriceRange, ProductChoicesDetail, ProductDetail, StockStatus } from './catalogTypes';
import { choicePreset, hasChoices, isGrouped, type ChoicesHandle } from './choices/hasChoices';
import {
  choosableOptions,
  findVariant,
  findVariantForImage,
  isValueAvailable,
  productVariants,
  sortGallery,
  type OptionSelection
} from './productOptions';
import { useAddToCart } from './useAddToCart';

export const MIN_QUANTITY = 1;

/** The product form: chosen options, quantity, the variant they make, and Add to Cart. */
export function useProductForm(product: ProductDetail, choices?: ProductChoicesDetail) {
  const { formatMessage } = useIntl();
  const { addToCart, isAdding } = useAddToCart();
  // A cart line's "Edit" opens the page with its choices in the URL.
  const { search } = useLocation();
  const [preset] = useState(() => choicePreset(search));
  const options = useMemo(() => choosableOptions(product.configurable_options), [product.configurable_options]);
  // A configurable product opened from its cart line starts with the line's values chosen.
  const [selection, setSelection] = useState<OptionSelection>(() =>
    Object.fromEntries(
      options.flatMap((option) => {
        const value = option.values.find((candidate) => preset.selected.includes(candidate.uid));
        return value ? [[option.attribute_code, value.uid]] : [];
      })
    )
  );
  // The field's text: it may be empty while the shopper types; the quantity sent is at least 1.
  const [quantityText, setQuantityText] = useState(String(preset.quantity ?? MIN_QUANTITY));
  const needsChoices = useMemo(() => Boolean(choices && hasChoices(choices)), [choices]);
  const choicesRef = useRef<ChoicesHandle>(null);
  const parsedQuantity = Number.parseInt(quantityText, 10);
  const quantity = Number.isFinite(parsedQuantity) && parsedQuantity >= MIN_QUANTITY ? parsedQuantity : MIN_QUANTITY;
  const [formError, setFormError] = useState<string | null>(null);

  const variants = useMemo(() => productVariants(product.variants), [product.variants]);
  const isConfigurable = options.length > 0;
  const variant = isConfigurable ? findVariant(options, variants, selection) : undefined;

  const images: GalleryImage[] = useMemo(() => {
    const byColour = findVariantForImage(variants, selection);
    const own = sortGallery(product.media_gallery);
    const fromVariant = sortGallery(byColour?.product?.media_gallery);
    return fromVariant.length ? fromVariant : own;
  }, [product.media_gallery, selection, variants]);

  const priceRange: PriceRange = variant?.product?.price_range ?? product.price_range;
  const stockStatus: StockStatus | null = variant?.product?.stock_status ?? product.stock_status;
  const sku = variant?.product?.sku ?? product.sku ?? '';

  const chooseValue = useCallback((code: string, valueUid: string) => {
    setFormError(null);
    setSelection((current) => {
      const next = { ...current, [code]: valueUid };
      return next;
    });
  }, []);

  const isAvailable = useCallback((code: string, valueUid: string) => isValueAvailable(variants, selection, code, valueUid), [selection, variants]);

  const changeQuantity = useCallback((value: string) => setQuantityText(value.replace(/[^0-9]/g, '')), []);

  const handleSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const missing = options.find((option) => !selection[option.attribute_code]);
      if (missing) {
        setFormError(
          formatMessage(
            { id: 'productForm.chooseOption', defaultMessage: 'Please choose a {option}.' },
            { option: (missing.label ?? missing.attribute_code).toLowerCase() }
          )
        );
        return;
      }
      if (isConfigurable && !variant) {
        setFormError(formatMessage({ id: 'productForm.unavailableCombination', defaultMessage: 'This combination is not available.' }));
        return;
      }
      // The choices name what is missing beside each field and move focus there; nothing is sent until they are complete.
      const chosen = needsChoices ? choicesRef.current?.collect() : undefined;
      if (needsChoices && !chosen) return;
      const name = product.name ?? sku;
      const withChoices = chosen?.selectedOptions.length || chosen?.enteredOptions.length ? chosen : undefined;
      if (chosen?.children.length) {
        // A grouped product's children are each a cart line of their own.
        await addToCart({
          sku: product.sku ?? sku,
          quantity: chosen.children.reduce((sum, child) => sum + child.quantity, 0),
          children: chosen.children,
          product: { name }
        });
        return;
      }
      await addToCart(
        isConfigurable || withChoices
          ? {
              // Magento's canonical line of a product with options: its own (a configurable's parent) sku with the chosen uids.
              sku: product.sku ?? sku,
              quantity,
              ...(isConfigurable ? { parentSku: product.sku ?? undefined } : {}),
              selectedOptions: [...options.map((option) => selection[option.attribute_code]), ...(withChoices?.selectedOptions ?? [])],
              ...(withChoices?.enteredOptions.length ? { enteredOptions: withChoices.enteredOptions } : {}),
              product: { name }
            }
          : { sku, quantity, product: { name } }
      );
    },
    [addToCart, formatMessage, isConfigurable, needsChoices, options, product.name, product.sku, quantity, selection, sku, variant]
  );

  // The favourite is what is chosen: a configurable product's variant with its options once they make one.
  const wishlistItem = useMemo(
    () =>
      isConfigurable && variant?.product?.sku
        ? {
            sku: variant.product.sku,
            parentSku: product.sku ?? undefined,
            selectedOptions: options.map((option) => selection[option.attribute_code])
          }
        : { sku: product.sku ?? '' },
    [isConfigurable, options, product.sku, selection, variant]
  );

  return {
    needsChoices,
    choicesRef,
    preset,
    showsQuantity: !(choices && isGrouped(choices)),
    wishlistItem,
    options,
    selection,
    chooseValue,
    isAvailable,
    quantity,
    quantityText,
    changeQuantity,
    images,
    priceRange,
    stockStatus,
    sku,
    isInStock: stockStatus !== 'OUT_OF_STOCK',
    isAdding,
    formError,
    handleSubmit
  };
}
