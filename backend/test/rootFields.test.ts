import { buildServedSchema } from '../schema';
import { QUERY_FIELDS, MUTATION_FIELDS, isPublicRootField, isCacheableRootField } from '../resolvers/rootFields';

describe('root field policies', () => {
  it('declare every root field the schema serves, and no other', () => {
    const schema = buildServedSchema();
    expect(Object.keys(QUERY_FIELDS).sort()).toEqual(Object.keys(schema.getQueryType()!.getFields()).sort());
    expect(Object.keys(MUTATION_FIELDS).sort()).toEqual(Object.keys(schema.getMutationType()!.getFields()).sort());
  });

  it('cache only public queries', () => {
    for (const [field, policy] of Object.entries(QUERY_FIELDS))
      if (policy.cacheable) expect({ field, public: policy.public }).toEqual({ field, public: true });
    expect(Object.values(MUTATION_FIELDS).some((policy) => policy.cacheable)).toBe(false);
  });

  it('treat unknown fields as neither public nor cacheable', () => {
    expect(isPublicRootField('query', 'nope')).toBe(false);
    expect(isCacheableRootField('nope')).toBe(false);
    expect(isCacheableRootField('__typename')).toBe(true);
  });
});
