import { GraphQLSchema, defaultFieldResolver, isObjectType, isInterfaceType, type GraphQLFieldResolver, type GraphQLTypeResolver } from 'graphql';
import { buildServedSchema } from '../schema';
import { storeQueries } from './store';
import { cartQueries, cartMutations, cartTypes } from './cart';
import { customerQueries, customerMutations, customerTypes } from './customer';
import { inputError, notAuthorizedCustomer } from '../domain/errors';
import { MAX_PAGE_SIZE } from '../graphqlLimits';
import { assertArgumentLengths } from '../domain/inputLimits';
import type { RequestContext } from '../shop';
import type { Resolvers } from './types.generated';
import { isPublicRootField } from './rootFields';
import { virtualFields, bundleFields, groupedFields, downloadableFields } from './productTypes';
import { catalogQueries, productFields, configurableFields, categoryFields, productTypename } from './catalog';

const RESOLVERS: Resolvers = {
  Query: { ...storeQueries, ...catalogQueries, ...cartQueries, ...customerQueries },
  Mutation: { ...cartMutations, ...customerMutations },
  SimpleProduct: productFields,
  ConfigurableProduct: configurableFields,
  VirtualProduct: virtualFields,
  BundleProduct: bundleFields,
  GroupedProduct: groupedFields,
  DownloadableProduct: downloadableFields,
  CategoryTree: categoryFields,
  ...cartTypes,
  ...customerTypes,
  // Interfaces: answers carry `__typename` where they can be of several kinds; products are told apart by their type.
  ProductInterface: { __resolveType: (p) => productTypename(p) },
  RoutableInterface: { __resolveType: (v) => v.__typename ?? null },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
  SwatchDataInterface: { __resolveType: (v) => v.__typename ?? null },
  CartItemInterface: { __resolveType: (v) => v.__typename ?? null },
  CartAddressInterface: { __resolveType: (v) => v.__typename },
  OrderItemInterface: { __resolveType: (v) => v.__typename ?? 'OrderItem' },
  WishlistItemInterface: { __resolveType: (v) => v.__typename ?? null },
  CustomizableOptionInterface: { __resolveType: (v) => v.__typename ?? null },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
  Error: { __resolveType: (v) => v.__typename ?? 'CartUserInputError' }
};

/** The served schema with the resolvers attached. */
export function executableSchema(): GraphQLSchema {
  const schema = buildServedSchema();
  for (const [typeName, fields] of Object.entries(RESOLVERS)) {
    const type = schema.getType(typeName);
    if (!type || !(isObjectType(type) || isInterfaceType(type))) throw new Error(`no type ${typeName}`);
    const defs = type.getFields();
    for (const [name, fn] of Object.entries(fields)) {
      if (name === '__resolveType' && isInterfaceType(type)) {
        type.resolveType = fn as GraphQLTypeResolver<unknown, unknown>;
        continue;
      }
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
        if (args.pageSize != null && args.pageSize > MAX_PAGE_SIZE)
          throw inputError(`pageSize value must be less than or equal to ${MAX_PAGE_SIZE}.`);
        return (resolve ?? defaultFieldResolver)(source, args, ctx, info);
      };
    }
  }
  for (const [operation, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()]
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const resolve = field.resolve;
      if (!resolve) continue;
      const isPublic = isPublicRootField(operation, field.name);
      field.resolve = (source, args, ctx: RequestContext, info) => {
        if (!isPublic && ctx.tokenRejected) throw notAuthorizedCustomer();
        assertArgumentLengths(args);
        return resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}
