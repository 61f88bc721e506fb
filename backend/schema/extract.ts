/**
 * Maintenance tool: regenerates backend/schema/magento-subset.graphqls from Magento's reference SDL.
 * The subset is the closure of the root fields we serve; only the implementations we really have are kept
 * for interfaces, and fields reaching an excluded type are dropped. Run: tsx backend/schema/extract.ts <reference.graphqls>
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  assertValidSchema,
  buildSchema,
  parse,
  print,
  printSchema,
  Kind,
  type DefinitionNode,
  type TypeNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type ObjectTypeDefinitionNode
} from 'graphql';

const QUERY = [
  'storeConfig',
  'availableStores',
  'currency',
  'countries',
  'country',
  'route',
  'categoryList',
  'categories',
  'products',
  'cmsPage',
  'cmsBlocks',
  'cart',
  'customerCart',
  'customer',
  'customerPaymentTokens',
  'customerDownloadableProducts',
  'isEmailAvailable'
];
const MUTATION = [
  'createEmptyCart',
  'createGuestCart',
  'addProductsToCart',
  'updateCartItems',
  'removeItemFromCart',
  'mergeCarts',
  'setGuestEmailOnCart',
  'setShippingAddressesOnCart',
  'setBillingAddressOnCart',
  'setShippingMethodsOnCart',
  'setPaymentMethodOnCart',
  'placeOrder',
  'applyCouponToCart',
  'removeCouponFromCart',
  'createCustomer',
  'createCustomerV2',
  'generateCustomerToken',
  'revokeCustomerToken',
  'updateCustomer',
  'updateCustomerV2',
  'updateCustomerEmail',
  'changeCustomerPassword',
  'requestPasswordResetEmail',
  'resetPassword',
  'createCustomerAddress',
  'updateCustomerAddress',
  'deleteCustomerAddress',
  'updateCustomerAddressV2',
  'deleteCustomerAddressV2',
  'addProductsToWishlist',
  'removeProductsFromWishlist',
  'deletePaymentToken',
  'subscribeEmailToNewsletter',
  'contactUs'
];
/** Implementations served for each interface (others, e.g. gift cards, do not exist here). */
const IMPLEMENTATIONS = [
  'SimpleProduct',
  'ConfigurableProduct',
  'VirtualProduct',
  'BundleProduct',
  'GroupedProduct',
  'DownloadableProduct',
  'SimpleCartItem',
  'ConfigurableCartItem',
  'VirtualCartItem',
  'BundleCartItem',
  'DownloadableCartItem',
  'CustomizableFieldOption',
  'CustomizableAreaOption',
  'CustomizableDropDownOption',
  'CustomizableRadioOption',
  'CustomizableCheckboxOption',
  'CustomizableMultipleOption',
  'CustomizableDateOption',
  'BundleOrderItem',
  'DownloadableOrderItem',
  'CategoryTree',
  'CmsPage',
  'SimpleWishlistItem',
  'ConfigurableWishlistItem',
  'OrderItem',
  'ProductImage',
  'ProductVideo',
  'RoutableUrl',
  'InvoiceItem',
  'CreditMemoItem',
  'ShipmentItem',
  'ConfigurableOrderItem',
  'ConfigurableProductOptionsSelection',
  'CustomerAttributeMetadata',
  'AttributeSelectedOption',
  'AttributeValue',
  'AttributeSelectedOptions',
  'ColorSwatchData',
  'TextSwatchData',
  'ImageSwatchData'
];
/** Branches we do not model: dropping them keeps the schema to what the resolvers answer. */
const EXCLUDED = new Set([
  'CompareList',
  'ProductReviews',
  'ProductReview',
  'ReturnS',
  'GiftMessage',
  'GiftMessageInput',
  'ProductLinksInterface',
  'ProductInfoInput',
  'PaypalExpressInput',
  'PayflowExpressInput',
  'PayflowLinkInput',
  'PayflowProInput',
  'HostedProInput',
  'PayflowProTokenInput',
  'PaypalExpressToken',
  'PayflowProToken',
  'BraintreeInput'
]);
const SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

const ref = process.argv[2];
if (!ref) throw new Error('usage: tsx backend/schema/extract.ts <magento-schema.graphqls>');
const full = parse(printSchema(buildSchema(fs.readFileSync(ref, 'utf8'))), { noLocation: true });
const defs = new Map<string, DefinitionNode & { name: { value: string } }>();
for (const d of full.definitions) if ('name' in d && d.name) defs.set(d.name.value, d as never);

const named = (t: TypeNode): string => (t.kind === Kind.NAMED_TYPE ? t.name.value : named(t.type));
const wanted = new Set<string>(['Query', 'Mutation', ...IMPLEMENTATIONS.filter((n) => defs.has(n))]);
const ok = (n: string) => SCALARS.has(n) || (!EXCLUDED.has(n) && defs.has(n));
const rootOk = (type: string, f: string) => (type === 'Query' ? QUERY.includes(f) : type === 'Mutation' ? MUTATION.includes(f) : true);
/** A field survives when its type and every non-null argument's type survive. */
const keepField = (f: FieldDefinitionNode | InputValueDefinitionNode) =>
  ok(named(f.type)) && (!('arguments' in f) || (f.arguments ?? []).every((a) => a.type.kind !== Kind.NON_NULL_TYPE || ok(named(a.type))));

const queue = [...wanted];
while (queue.length) {
  const name = queue.pop()!;
  const d = defs.get(name)!;
  const reach = (n: string) => {
    if (!SCALARS.has(n) && ok(n) && !wanted.has(n)) {
      wanted.add(n);
      queue.push(n);
    }
  };
  if ('interfaces' in d) for (const i of d.interfaces ?? []) reach(i.name.value);
  if ('fields' in d)
    for (const f of (d.fields ?? []) as (FieldDefinitionNode | InputValueDefinitionNode)[]) {
      if (!rootOk(name, f.name.value) || !keepField(f)) continue;
      reach(named(f.type));
      if ('arguments' in f) for (const a of f.arguments ?? []) reach(named(a.type));
    }
}

const out: DefinitionNode[] = [];
for (const [name, d] of defs) {
  if (!wanted.has(name)) continue;
  const copy = { ...d, description: undefined } as Record<string, unknown>;
  if ('fields' in d)
    copy.fields = ((d.fields ?? []) as (FieldDefinitionNode | InputValueDefinitionNode)[])
      .filter((f) => rootOk(name, f.name.value) && keepField(f))
      .map((f) => ({
        ...f,
        description: undefined,
        ...('arguments' in f
          ? { arguments: (f.arguments ?? []).filter((a) => ok(named(a.type))).map((a) => ({ ...a, description: undefined })) }
          : {})
      }));
  if ('interfaces' in d) copy.interfaces = ((d as ObjectTypeDefinitionNode).interfaces ?? []).filter((i) => wanted.has(i.name.value));
  if ('values' in d) copy.values = (d.values ?? []).map((v) => ({ ...v, description: undefined }));
  out.push(copy as unknown as DefinitionNode);
}
const sdl = print({ kind: Kind.DOCUMENT, definitions: out });
assertValidSchema(buildSchema(sdl));
const header = "# Generated by backend/schema/extract.ts from Magento 2.4.9's schema: a strict subset. Do not edit by hand.\n\n";
fs.writeFileSync(path.join(__dirname, 'magento-subset.graphqls'), header + sdl + '\n');
console.log(`${out.length} types written`);
