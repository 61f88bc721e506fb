// The catalogue's shapes, as its GraphQL documents and shared fragments answer them (generated types).
import type { PriceRangeFragment } from '../../graphql/fragments/priceRange.graphql';
import type { ProductSummaryFragment } from '../../graphql/fragments/productSummary.graphql';
import type { MergedUnion } from '../../graphql/mergedUnion';
import type { FilterEqualTypeInput, FilterRangeTypeInput, ProductStockStatus, SortEnum } from '../../graphql/schemaTypes.generated';
import type { GetCategoryQuery } from './getCategory.graphql';
import type { GetFilterOptionsQuery } from './getFilterOptions.graphql';
import type { GetProductChoicesQuery } from './choices/getProductChoices.graphql';
import type { GalleryImageFragment, GetProductDetailQuery } from './getProductDetail.graphql';

type Entry<List extends ReadonlyArray<unknown> | null | undefined> = NonNullable<NonNullable<List>[number]>;

export type PriceRange = PriceRangeFragment;
export type StockStatus = ProductStockStatus;
export type GalleryImage = MergedUnion<GalleryImageFragment>;

/** A product as a grid item shows it. */
export type ProductSummary = ProductSummaryFragment;

export type CategoryDetail = Entry<NonNullable<GetCategoryQuery['categories']>['items']>;
export type Breadcrumb = Entry<CategoryDetail['breadcrumbs']>;

/** A filter built from the URL (attribute code → equal or range condition), the `filter` of a products query. */
export type ProductFilterInput = Record<string, FilterEqualTypeInput | FilterRangeTypeInput>;
export type ProductSortInput = Record<string, SortEnum>;

type AnsweredAggregation = Entry<NonNullable<GetFilterOptionsQuery['products']>['aggregations']>;
export type AggregationOption = Entry<AnsweredAggregation['options']>;
/** A layered navigation filter group with its options (empty entries, which the schema allows, left out). */
export type Aggregation = Omit<AnsweredAggregation, 'options'> & { options: AggregationOption[] };

/** The product page's product; a configurable product's options and variants are absent on simple ones. */
export type ProductDetail = MergedUnion<Entry<NonNullable<GetProductDetailQuery['products']>['items']>>;
type AnsweredOption = Entry<ProductDetail['configurable_options']>;
type AnsweredOptionValue = Entry<AnsweredOption['values']>;
export type ConfigurableOptionValue = AnsweredOptionValue & { uid: string };
/** A configurable option the shopper can choose: one with an attribute code, and its values that have a uid. */
export type ConfigurableOption = Omit<AnsweredOption, 'attribute_code' | 'values'> & { attribute_code: string; values: ConfigurableOptionValue[] };
export type ConfigurableVariant = Entry<ProductDetail['variants']>;

/** What a product page offers to choose beyond a configurable's attributes (bundle, grouped, downloadable, options, tiers). */
export type ProductChoicesDetail = MergedUnion<Entry<NonNullable<GetProductChoicesQuery['products']>['items']>>;
