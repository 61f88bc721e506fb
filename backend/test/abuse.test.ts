import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestCustomer, testApp, gql, type GqlOptions } from './helpers';
import { openDatabase, databaseFileOf } from '../db';
import { clock } from '../domain/auth';
import { sendMail, MAX_OUTBOX_MAILS } from '../mail/outbox';
import { SAMPLE_CUSTOMER } from '../seed/content';

const PUBLIC_URL = 'https://shop.example.com';
let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp({ publicUrl: PUBLIC_URL })));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

type Headers = Record<string, string>;
const TOKEN = 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }';
const signIn = (e: string, p: string, opts: GqlOptions = {}) => gql(app, TOKEN, { ...opts, variables: { e, p } });
const bearer = async (e: string, p: string): Promise<Headers> => ({
  authorization: `Bearer ${(await signIn(e, p)).body.data.generateCustomerToken.token}`
});
const whoAmI = async (headers: Headers) => (await gql(app, '{ customer { email } }', { headers })).body;
const newCustomer = (password?: string) => createTestCustomer(app, 'abuse', password);
const outbox = () => path.join(dataDir, 'outbox');
const mailsTo = (email: string) =>
  (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : [])
    .sort()
    .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}`));
const requestReset = (email: string, headers: Headers = {}) =>
  gql(app, 'mutation($e:String!){ requestPasswordResetEmail(email:$e) }', { variables: { e: email }, headers });
const resetWith = (email: string, token: string, password: string) =>
  gql(app, 'mutation($e:String!,$t:String!,$p:String!){ resetPassword(email:$e, resetPasswordToken:$t, newPassword:$p) }', {
    variables: { e: email, t: token, p: password }
  });
const tokenOf = (mail: string) => /createPassword\?token=([\w-]+)/.exec(mail)![1];

describe('trusted URLs in mails', () => {
  it('builds the reset link from the public URL, whatever Host and X-Forwarded-Host say', async () => {
    const email = await newCustomer();
    expect(
      (await requestReset(email, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' })).body.data
        .requestPasswordResetEmail
    ).toBe(true);
    const [mail] = mailsTo(email);
    expect(mail).toMatch(new RegExp(`^${PUBLIC_URL}/customer/account/createPassword\\?token=[\\w-]+\\r$`, 'm'));
    expect(mail).not.toContain('evil.example');
  });

  it('ignores X-Forwarded-Host for media URLs too unless a trusted proxy sent it', async () => {
    const r = await gql(app, '{ products(search:"bag", pageSize:1){ items { small_image { url } } } }', {
      headers: { host: 'shop.local:8080', 'x-forwarded-host': 'evil.example' }
    });
    expect(r.body.data.products.items[0].small_image.url).toMatch(/^http:\/\/shop\.local:8080\/media\//);
  });
});

describe('sessions', () => {
  it('a password change revokes every other token of the customer; the session that changed it stays', async () => {
    const email = await newCustomer();
    const [mine, other] = [await bearer(email, 'Secret123!'), await bearer(email, 'Secret123!')];
    const r = await gql(app, 'mutation { changeCustomerPassword(currentPassword:"Secret123!", newPassword:"Changed123!"){ email } }', {
      headers: mine
    });
    expect(r.body.errors).toBeUndefined();
    expect((await whoAmI(other)).errors![0].message).toBe("The current customer isn't authorized.");
    expect((await whoAmI(mine)).data.customer.email).toBe(email);
  });

  it('a reset revokes every token; reset tokens are stored hashed, work once, only the latest, for one hour', async () => {
    const email = await newCustomer();
    const session = await bearer(email, 'Secret123!');
    await requestReset(email);
    await requestReset(email);
    const [first, latest] = mailsTo(email).map(tokenOf);
    expect(first).not.toBe(latest);
    const stored = openDatabase(databaseFileOf(dataDir));
    const rows = stored
      .prepare('SELECT token, expires_at FROM password_reset r JOIN customer c ON c.id = r.customer_id WHERE c.email = ?')
      .all(email) as { token: string; expires_at: number }[];
    stored.close();
    expect(rows).toHaveLength(1);
    expect(rows[0].token).not.toBe(latest);
    expect(rows[0].token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].expires_at - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    expect((await resetWith(email, first, 'Reset1234!')).body.errors![0].message).toBe('The password token is mismatched. Reset and try again.');
    expect((await resetWith(email, latest, 'Reset1234!')).body.data.resetPassword).toBe(true);
    expect((await resetWith(email, latest, 'Again1234!')).body.errors![0].message).toBe('The password token is mismatched. Reset and try again.');
    expect((await whoAmI(session)).errors![0].message).toBe("The current customer isn't authorized.");
    expect((await signIn(email, 'Reset1234!')).body.data.generateCustomerToken.token).toEqual(expect.any(String));

    await requestReset(email);
    const expiring = tokenOf(mailsTo(email).at(-1)!);
    const start = Date.now();
    clock.now = () => start + 60 * 60 * 1000 + 1;
    expect((await resetWith(email, expiring, 'Later1234!')).body.errors![0].message).toBe('The password token is mismatched. Reset and try again.');
  });
});

describe('quantities (Magento: whole numbers from min_sale_qty 1 to max_sale_qty 10,000)', () => {
  const add = async (cart: string, quantity: number) =>
    (
      await gql(
        app,
        'mutation($c:String!,$q:Float!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:$q}]){ cart { total_quantity } user_errors { code message } } }',
        { variables: { c: cart, q: quantity } }
      )
    ).body.data.addProductsToCart;

  it('refuses 0.01, 1.5 and 10^12 on add, keeping the cart as it was', async () => {
    const cart = (await gql(app, 'mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    expect(await add(cart, 0.01)).toEqual({
      cart: { total_quantity: 0 },
      user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The fewest you may purchase is 1.' }]
    });
    expect((await add(cart, 1.5)).user_errors).toEqual([{ code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' }]);
    expect((await add(cart, 1e12)).user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The most you may purchase is 10000.' }]);
    expect(await add(cart, 2)).toEqual({ cart: { total_quantity: 2 }, user_errors: [] });

    const items = (await gql(app, 'query($c:String!){ cart(cart_id:$c){ items { uid } } }', { variables: { c: cart } })).body.data.cart.items;
    const update = (q: number) =>
      gql(
        app,
        'mutation($c:String!,$u:ID!,$q:Float!){ updateCartItems(input:{cart_id:$c, cart_items:[{cart_item_uid:$u, quantity:$q}]}){ cart { total_quantity } } }',
        { variables: { c: cart, u: items[0].uid, q } }
      );
    expect((await update(0.5)).body.errors![0]).toMatchObject({
      message: 'The fewest you may purchase is 1.',
      extensions: { category: 'graphql-input' }
    });
    expect((await update(2.5)).body.errors![0].message).toBe('You cannot use decimal quantity for this product.');
    expect((await update(1e12)).body.errors![0].message).toBe('The most you may purchase is 10000.');
    expect(
      (
        await gql(app, 'query($c:String!){ cart(cart_id:$c){ total_quantity prices { subtotal_excluding_tax { value } } } }', {
          variables: { c: cart }
        })
      ).body.data.cart.total_quantity
    ).toBe(2);
  });
});

describe('abuse throttles', () => {
  it('throttles a 6th quick sign-in of one client to one account; others and later attempts go through', async () => {
    const client = { clientIp: '192.0.2.10' };
    for (let i = 0; i < 5; i++)
      expect((await signIn(SAMPLE_CUSTOMER.email, 'wrong', client)).body.errors![0].extensions.category).toBe('graphql-authentication');
    const sixth = await signIn(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password, client);
    expect(sixth.body.errors![0]).toMatchObject({
      message: 'Too many requests. Please wait a moment and try again.',
      extensions: { category: 'graphql-too-many-requests' }
    });
    expect(sixth.body.data.generateCustomerToken).toBeNull();
    expect((await signIn(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password, { clientIp: '192.0.2.11' })).body.data.generateCustomerToken.token).toEqual(
      expect.any(String)
    );
    const start = Date.now();
    clock.now = () => start + 61_000;
    expect((await signIn(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password, client)).body.data.generateCustomerToken.token).toEqual(expect.any(String));
  });

  it('throttles account creation, password reset, contact and newsletter per client', async () => {
    const client = { clientIp: '192.0.2.20' };
    const cases: [string, number, (i: number) => string][] = [
      [
        'createCustomerV2',
        20,
        (i) =>
          `mutation { createCustomerV2(input:{email:"t${i}@example.com", firstname:"A", lastname:"B", password:"Secret123!"}){ customer { email } } }`
      ],
      ['requestPasswordResetEmail', 20, (i) => `mutation { requestPasswordResetEmail(email:"r${i}@example.com") }`],
      ['contactUs', 10, (i) => `mutation { contactUs(input:{name:"A", email:"c${i}@example.com", comment:"Hi"}){ status } }`],
      ['subscribeEmailToNewsletter', 10, (i) => `mutation { subscribeEmailToNewsletter(email:"n${i}@example.com"){ status } }`]
    ];
    for (const [field, limit, query] of cases) {
      for (let i = 0; i < limit; i++) expect([field, i, (await gql(app, query(i), client)).body.errors]).toEqual([field, i, undefined]);
      expect([field, (await gql(app, query(limit), client)).body.errors?.[0]?.extensions.category]).toEqual([field, 'graphql-too-many-requests']);
    }
  });

  it('counts an IPv6 client by its /64: a host cannot spread one budget over the addresses it is given', async () => {
    for (let i = 0; i < 30; i++) {
      const r = await gql(app, 'mutation { createEmptyCart }', { clientIp: `2001:db8:40:1:${i.toString(16)}::1` });
      expect([i, r.body.errors]).toEqual([i, undefined]);
    }
    const refused = await gql(app, 'mutation { createEmptyCart }', { clientIp: '2001:db8:40:1:ffff:eeee:dddd:cccc' });
    expect(refused.body.errors?.[0]?.message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await gql(app, 'mutation { createEmptyCart }', { clientIp: '2001:db8:40:2::1' })).body.errors).toBeUndefined();
  });

  it('throttles guest carts per client: createEmptyCart and createGuestCart share 30 a minute; other clients and customers go on', async () => {
    const client = { clientIp: '192.0.2.30' };
    for (let i = 0; i < 30; i++) {
      const r = await gql(app, i % 2 ? 'mutation { createEmptyCart }' : 'mutation { createGuestCart { cart { id } } }', client);
      expect([i, r.body.errors]).toEqual([i, undefined]);
    }
    for (const query of ['mutation { createEmptyCart }', 'mutation { createGuestCart { cart { id } } }']) {
      expect((await gql(app, query, client)).body.errors?.[0]).toMatchObject({
        message: 'Too many requests. Please wait a moment and try again.',
        extensions: { category: 'graphql-too-many-requests' }
      });
    }
    expect((await gql(app, 'mutation { createEmptyCart }', { clientIp: '192.0.2.31' })).body.data.createEmptyCart).toEqual(expect.any(String));
    const customer = await bearer(await newCustomer(), 'Secret123!');
    expect((await gql(app, '{ customerCart { id } }', { ...client, headers: customer })).body.data.customerCart.id).toEqual(expect.any(String));
    const start = Date.now();
    clock.now = () => start + 61_000;
    expect((await gql(app, 'mutation { createEmptyCart }', client)).body.data.createEmptyCart).toEqual(expect.any(String));
  });

  it('hashes passwords off the event loop: a catalogue query answers while sign-ins are being checked', async () => {
    const finished: string[] = [];
    const signIns = Array.from({ length: 4 }, (_, i) =>
      signIn(SAMPLE_CUSTOMER.email, `wrong-${i}`, { clientIp: `198.51.100.${i}` }).then(() => finished.push('sign-in'))
    );
    const query = gql(app, '{ storeConfig { store_code } }').then(() => finished.push('query'));
    await Promise.all([...signIns, query]);
    expect(finished[0]).toBe('query');
  });

  it('counts every one of concurrent wrong passwords: six at once from one client shut it out of the account', async () => {
    const email = await newCustomer();
    const client = { clientIp: '198.51.100.100' };
    await Promise.all(Array.from({ length: 5 }, (_, i) => signIn(email, `Wrong-${i}-pass`, client)));
    const start = Date.now();
    clock.now = () => start + 61_000;
    await signIn(email, 'Wrong-5-pass', client);
    const right = await signIn(email, 'Secret123!', client);
    expect(right.body.errors![0].extensions.category).toBe('graphql-authentication');
    // Six at once from six clients lock nobody out: the owner still signs in (accountAbuse.test.ts: the slowdown).
    const other = await newCustomer();
    await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(other, `Wrong-${i}-pass`, { clientIp: `198.51.100.${110 + i}` })));
    expect((await signIn(other, 'Secret123!', { clientIp: '198.51.100.200' })).body.data.generateCustomerToken.token).toEqual(expect.any(String));
  });

  it('keeps the outbox to its last 500 mails', () => {
    const dir = fs.mkdtempSync(path.join(dataDir, 'outbox-cap-'));
    for (let i = 0; i < MAX_OUTBOX_MAILS + 5; i++) sendMail(dir, { to: `m${i}@example.com`, subject: 'S', text: 'T' });
    expect(fs.readdirSync(dir)).toHaveLength(MAX_OUTBOX_MAILS);
  });

  it('writes no forged mail headers from a contact name', async () => {
    const r = await gql(app, 'mutation($n:String!){ contactUs(input:{name:$n, email:"x@example.com", comment:"Hi"}){ status } }', {
      variables: { n: 'Ann\r\nBcc: victim@example.com' }
    });
    expect(r.body.data.contactUs.status).toBe(true);
    const mail = fs
      .readdirSync(outbox())
      .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
      .find((m) => m.includes('Ann'))!;
    expect(mail).not.toMatch(/^Bcc:/m);
  });
});

describe('no account enumeration', () => {
  it('password reset answers alike for a registered and an unknown address', async () => {
    const known = await requestReset(SAMPLE_CUSTOMER.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ data: { requestPasswordResetEmail: true } });
  });

  it('the newsletter answers alike for an address with and without an account', async () => {
    const subscribe = (e: string) => gql(app, 'mutation($e:String!){ subscribeEmailToNewsletter(email:$e){ status } }', { variables: { e } });
    const withAccount = await subscribe(await newCustomer());
    const without = await subscribe('no-account@example.com');
    expect(withAccount.body).toEqual(without.body);
    expect(without.body).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
  });

  it('sign-in answers alike, in text and roughly in time, for an unknown address and a wrong password', async () => {
    const time = async (e: string) => {
      const t = performance.now();
      const r = await signIn(e, 'Wrong-pass1');
      return { ms: performance.now() - t, body: r.body };
    };
    await time('warm@example.com');
    const unknown = await time('nobody@example.com');
    const wrong = await time(await newCustomer());
    expect(unknown.body).toEqual(wrong.body);
    // Both check a scrypt hash: the unknown address no longer answers in a fraction of the time.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
  });
});
