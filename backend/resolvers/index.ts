import { GraphQLSchema, defaultFieldResolver, isObjectType, isInterfaceType, type GraphQLFieldResolver } from 'graphql';
import { buildServedSchema } from '../schema';
import { storeQueries } from './store';
import { cartQueries, cartMutations, cartTypes } from './cart';
import { customerQueries, customerMutations, customerTypes } from './customer';
import { inputError, notAuthorizedCustomer } from '../domain/errors';
import { MAX_PAGE_SIZE } from '../graphqlLimits';
import { assertArgumentLengths } from '../domain/inputLimits';
import type { RequestContext } from '../shop';
import { catalogQueries, productFields, configurableFields, categoryFields, productTypename, type ProductRow } from './catalog';

type Resolvers = Record<string, Record<string, GraphQLFieldResolver<never, never, never>>>;

const RESOLVERS = {
  Query: { ...storeQueries, ...catalogQueries, ...cartQueries, ...customerQueries },
  Mutation: { ...cartMutations, ...customerMutations },
  SimpleProduct: productFields,
  ConfigurableProduct: configurableFields,
  CategoryTree: categoryFields,
  ...cartTypes,
  ...customerTypes
} as unknown as Resolvers;

/** Interfaces: rows carry `__typename` where they can be of several kinds; products are told apart by type. */
const TYPE_RESOLVERS: Record<string, (v: { __typename?: string }) => string | undefined> = {
  ProductInterface: (v) => productTypename(v as unknown as ProductRow),
  RoutableInterface: (v) => v.__typename,
  CategoryInterface: () => 'CategoryTree',
  MediaGalleryInterface: () => 'ProductImage',
  SwatchDataInterface: (v) => v.__typename,
  CartItemInterface: (v) => v.__typename,
  CartAddressInterface: (v) => v.__typename,
  OrderItemInterface: () => 'OrderItem',
  WishlistItemInterface: (v) => v.__typename,
  AggregationOptionInterface: () => 'AggregationOption',
  Error: (v) => v.__typename ?? 'CartUserInputError'
};

/**
 * Root fields that anyone may call, also with a stale token: the catalogue, content and store data, and the ways back
 * in (sign-in, sign-up, password reset). Every other root field acts for a guest or a customer, so a request whose
 * bearer token was rejected must not fall back to being a guest there (Magento 2.4, magento/magento2#26112).
 */
export const PUBLIC_ROOT_FIELDS = new Set(['storeConfig', 'availableStores', 'currency', 'countries', 'country', 'route',
  'categoryList', 'categories', 'products', 'cmsPage', 'cmsBlocks', 'isEmailAvailable', 'generateCustomerToken',
  'createCustomer', 'createCustomerV2', 'requestPasswordResetEmail', 'resetPassword', 'contactUs']);

/** The served schema with the resolvers attached. */
export function executableSchema(): GraphQLSchema {
  const schema = buildServedSchema();
  for (const [typeName, fields] of Object.entries(RESOLVERS)) {
    const type = schema.getType(typeName);
    if (!type || !(isObjectType(type) || isInterfaceType(type))) throw new Error(`no type ${typeName}`);
    const defs = type.getFields();
    for (const [name, fn] of Object.entries(fields)) {
      if (!defs[name]) throw new Error(`no field ${typeName}.${name}`);
      defs[name].resolve = fn as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  // Every paged list field (products, categories, orders, cart items…): no page larger than MAX_PAGE_SIZE.
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((arg) => arg.name === 'pageSize')) continue;
      const resolve = field.resolve;
      field.resolve = (source, args: { pageSize?: number | null }, ctx, info) => {
        if (args.pageSize != null && args.pageSize > MAX_PAGE_SIZE) throw inputError(`pageSize value must be less than or equal to ${MAX_PAGE_SIZE}.`);
        return (resolve ?? defaultFieldResolver)(source, args, ctx, info);
      };
    }
  }
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const resolve = field.resolve;
      if (!resolve) continue;
      const isPublic = PUBLIC_ROOT_FIELDS.has(field.name);
      field.resolve = (source, args, ctx: RequestContext, info) => {
        if (!isPublic && ctx.tokenRejected) throw notAuthorizedCustomer();
        assertArgumentLengths(args);
        return resolve(source, args, ctx, info);
      };
    }
  }
  for (const [name, fn] of Object.entries(TYPE_RESOLVERS)) {
    const t = schema.getType(name);
    if (t && isInterfaceType(t)) t.resolveType = fn as never;
  }
  return schema;
}
