import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { startStorefront, type StorefrontProcess } from '../scripts/storefrontProcess';
import { SAMPLE_CUSTOMER } from '../backend/seed/content';

/**
 * Issue 40, finding 4: with STOREFRONT_WORKERS=2 a client had two of every budget. The real server, two workers on
 * loopback; each request on a fresh connection, which node:cluster hands to the workers in turn.
 */
describe('budgets with STOREFRONT_WORKERS=2', () => {
  let server: StorefrontProcess;
  beforeAll(async () => {
    server = await startStorefront({
      name: 'shared-budgets',
      quiet: true,
      env: { STOREFRONT_WORKERS: '2', STOREFRONT_API_ONLY: '1', STOREFRONT_MEDIA_RENDERS_PER_MINUTE: '3' },
      readyPath: '/healthz'
    });
  }, 120_000);
  afterAll(() => server?.stop());

  /** One request on a connection of its own (fetch would keep one connection, and with it one worker). */
  const send = (url: string, body?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(
        `${server.origin}${url}`,
        { method: body ? 'POST' : 'GET', agent: false, headers: body ? { 'content-type': 'application/json' } : {} },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        }
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const graphql = async (query: string, variables: Record<string, unknown> = {}) =>
    JSON.parse((await send('/graphql', JSON.stringify({ query, variables }))).text) as {
      data?: Record<string, unknown>;
      errors?: { extensions: { category: string } }[];
    };
  const refused = (answer: { errors?: { extensions: { category: string } }[] }) =>
    answer.errors?.[0]?.extensions.category === 'graphql-too-many-requests';

  it('gives one client 30 guest carts a minute, not 30 per worker', async () => {
    const answers = [];
    for (let i = 0; i < 34; i++) answers.push(await graphql('mutation { createEmptyCart }'));
    expect(answers.map(refused)).toEqual([...Array<boolean>(30).fill(false), ...Array<boolean>(4).fill(true)]);
  }, 60_000);

  it('gives one client 5 sign-ins to an account a minute, not 5 per worker', async () => {
    const signIn = () => graphql('mutation($e:String!){ generateCustomerToken(email:$e, password:"wrong"){ token } }', { e: SAMPLE_CUSTOMER.email });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await signIn());
    expect(answers.map(refused)).toEqual([...Array<boolean>(5).fill(false), ...Array<boolean>(3).fill(true)]);
  }, 60_000);

  it('gives one client 3 image renders a minute (as configured), not 3 per worker', async () => {
    const media = path.join(server.dataDir, 'media');
    const image = readdirSync(media, { recursive: true })
      .map(String)
      .find((file) => /\.jpe?g$/.test(file))!;
    const statuses = [];
    for (const width of [40, 80, 160, 320, 640, 960]) statuses.push((await send(`/media/${image}?width=${width}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  }, 60_000);
});
