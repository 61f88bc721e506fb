import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestCustomer, testApp, gql, type GqlOptions } from './helpers';
import { clock } from '../domain/auth';
import { SAMPLE_CUSTOMER } from '../seed/content';

/** Issue 33, second round: account enumeration, lockout of the owner by others, the shop-wide mail budget. */

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const TOO_MANY = { message: 'Too many requests. Please wait a moment and try again.', extensions: { category: 'graphql-too-many-requests' } };
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** One backend per block: the shop-wide budgets of one block do not leak into the next. */
function backend(options: { guestCheckoutLogin?: boolean } = {}) {
  const b = { app: null as unknown as FastifyInstance, dataDir: '' };
  beforeAll(async () => Object.assign(b, await testApp({ publicUrl: 'https://shop.example.com', ...options })));
  afterAll(async () => {
    await b.app.close();
    fs.rmSync(b.dataDir, { recursive: true, force: true });
  });
  return b;
}

const newCustomer = (app: FastifyInstance, password?: string) => createTestCustomer(app, 'owner', password);
const TOKEN = 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }';
const signIn = (app: FastifyInstance, e: string, p: string, opts: GqlOptions = {}) => gql(app, TOKEN, { ...opts, variables: { e, p } });
/** The token, or the first error's message. */
const outcome = async (app: FastifyInstance, e: string, p: string, opts: GqlOptions = {}) => {
  const r = await signIn(app, e, p, opts);
  return r.body.errors ? r.body.errors[0].message : r.body.data.generateCustomerToken.token ? 'signed in' : 'no token';
};
const after = (ms: number) => {
  const start = clock.now();
  clock.now = () => start + ms;
};

describe('isEmailAvailable (Magento 2.4.7: checkout/options/enable_guest_checkout_login)', () => {
  const CHECK = 'query($e:String!){ isEmailAvailable(email:$e){ is_email_available } }';

  describe('guest checkout login off, the default', () => {
    const b = backend();
    it('answers true for every address, registered or not', async () => {
      for (const e of [SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.email.toUpperCase(), 'nobody-at-all@example.com'])
        expect((await gql(b.app, CHECK, { variables: { e } })).body).toEqual({ data: { isEmailAvailable: { is_email_available: true } } });
    });
  });

  describe('guest checkout login on', () => {
    const b = backend({ guestCheckoutLogin: true });
    it('tells a registered address, and answers one client 20 checks a minute however they are aliased', async () => {
      expect((await gql(b.app, CHECK, { variables: { e: SAMPLE_CUSTOMER.email } })).body.data.isEmailAvailable.is_email_available).toBe(false);
      expect((await gql(b.app, CHECK, { variables: { e: 'free@example.com' } })).body.data.isEmailAvailable.is_email_available).toBe(true);
      const client = { clientIp: '192.0.2.33' };
      const aliased = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: isEmailAvailable(email:"probe${i}@example.com"){ is_email_available }`).join(' ')} }`;
      const r = await gql(b.app, aliased, client);
      expect(Object.values(r.body.data).filter((v) => v !== null)).toHaveLength(20);
      expect(r.body.errors).toHaveLength(10);
      expect(r.body.errors![0]).toMatchObject(TOO_MANY);
      expect((await gql(b.app, CHECK, { ...client, variables: { e: 'later@example.com' } })).body.errors![0]).toMatchObject(TOO_MANY);
      after(61_000);
      expect((await gql(b.app, CHECK, { ...client, variables: { e: 'later@example.com' } })).body.data.isEmailAvailable.is_email_available).toBe(
        true
      );
    });
  });
});

describe('sign-in lockout falls on the guessing client, not on the owner', () => {
  const b = backend();

  it('six wrong passwords from two clients do not lock the owner out', async () => {
    const email = await newCustomer(b.app);
    for (const clientIp of ['198.51.100.1', '198.51.100.2'])
      for (let i = 0; i < 3; i++) expect(await outcome(b.app, email, `Wrong-${i}-pass`, { clientIp })).toBe(SIGN_IN_FAILED);
    expect(await outcome(b.app, email, 'Secret123!', { clientIp: '203.0.113.50' })).toBe('signed in');
  });

  it('shuts the client that failed six times out of that account for 30 minutes; the owner elsewhere signs in', async () => {
    const email = await newCustomer(b.app);
    const attacker = { clientIp: '198.51.100.7' };
    for (let i = 0; i < 5; i++) expect(await outcome(b.app, email, `Wrong-${i}-pass`, attacker)).toBe(SIGN_IN_FAILED);
    after(61_000);
    expect(await outcome(b.app, email, 'Wrong-5-pass', attacker)).toBe(SIGN_IN_FAILED);
    expect(await outcome(b.app, email, 'Secret123!', attacker)).toBe(SIGN_IN_FAILED);
    expect(await outcome(b.app, email, 'Secret123!', { clientIp: '203.0.113.51' })).toBe('signed in');
    after(30 * 60_000 + 1);
    expect(await outcome(b.app, email, 'Secret123!', attacker)).toBe('signed in');
  });

  it('failures from many clients slow the account down rather than lock it', async () => {
    const email = await newCustomer(b.app);
    await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(b.app, email, `Wrong-${i}-pass`, { clientIp: `198.51.100.${20 + i}` })));
    const start = performance.now();
    const owner = await Promise.all([1, 2].map((i) => outcome(b.app, email, 'Secret123!', { clientIp: `203.0.113.${60 + i}` })));
    expect(owner).toEqual(['signed in', 'signed in']);
    // The second check waited for its turn: one password check a second on an account under attack.
    expect(performance.now() - start).toBeGreaterThanOrEqual(900);
  });

  it('a password reset lifts the lock of every client', async () => {
    const email = await newCustomer(b.app);
    const attacker = { clientIp: '198.51.100.9' };
    for (let i = 0; i < 5; i++) await signIn(b.app, email, `Wrong-${i}-pass`, attacker);
    after(61_000);
    await signIn(b.app, email, 'Wrong-5-pass', attacker);
    expect(await outcome(b.app, email, 'Secret123!', attacker)).toBe(SIGN_IN_FAILED);
    await gql(b.app, 'mutation($e:String!){ requestPasswordResetEmail(email:$e) }', { ...attacker, variables: { e: email } });
    const outbox = path.join(b.dataDir, 'outbox');
    const mail = fs
      .readdirSync(outbox)
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .find((m) => m.includes(`To: ${email}`))!;
    const token = /createPassword\?token=([\w-]+)/.exec(mail)![1];
    const reset = await gql(b.app, 'mutation($e:String!,$t:String!){ resetPassword(email:$e, resetPasswordToken:$t, newPassword:"Reset1234!") }', {
      variables: { e: email, t: token }
    });
    expect(reset.body.data.resetPassword).toBe(true);
    expect(await outcome(b.app, email, 'Reset1234!', attacker)).toBe('signed in');
  });
});

describe('mail budgets', () => {
  const b = backend();
  const RESET = 'mutation($e:String!){ requestPasswordResetEmail(email:$e) }';
  const CONTACT = 'mutation($e:String!){ contactUs(input:{name:"Ann", email:$e, comment:"Hello"}){ status } }';
  const mails = () => {
    const outbox = path.join(b.dataDir, 'outbox');
    return fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [];
  };

  it('reset requests for made-up addresses spend no mail budget: every shopper can still reset and write', async () => {
    for (let i = 0; i < 61; i++)
      expect((await gql(b.app, RESET, { variables: { e: `made-up-${i}@example.com` } })).body).toEqual({ data: { requestPasswordResetEmail: true } });
    expect((await gql(b.app, CONTACT, { variables: { e: 'shopper@example.com' } })).body).toEqual({ data: { contactUs: { status: true } } });
    expect((await gql(b.app, RESET, { variables: { e: SAMPLE_CUSTOMER.email } })).body.errors).toBeUndefined();
    expect(mails().filter((m) => m.includes(`To: ${SAMPLE_CUSTOMER.email}`))).toHaveLength(1);
  });

  it('a request one budget refuses is not charged to the next', async () => {
    const client = { clientIp: '192.0.2.77' };
    const reset = (e: string) => gql(b.app, RESET, { ...client, variables: { e } });
    // Five to one address pass, five more are refused by the per-address budget and not charged to the client's.
    for (let i = 0; i < 10; i++) expect((await reset('same-address@example.com')).body.errors === undefined).toBe(i < 5);
    // So fifteen more addresses still fit in the client's 20 a minute.
    for (let i = 0; i < 15; i++) expect([i, (await reset(`other-${i}@example.com`)).body.errors]).toEqual([i, undefined]);
    expect((await reset('one-too-many@example.com')).body.errors![0]).toMatchObject(TOO_MANY);
  });

  it('one client gets at most 10 mails a minute, and answers alike when its share is spent', async () => {
    const owners: string[] = [];
    for (let i = 0; i < 12; i++) owners.push(await newCustomer(b.app));
    const client = { clientIp: '192.0.2.88' };
    for (const e of owners)
      expect((await gql(b.app, RESET, { ...client, variables: { e } })).body).toEqual({ data: { requestPasswordResetEmail: true } });
    const sent = owners.filter((e) => mails().some((m) => m.includes(`To: ${e}`)));
    expect(sent).toEqual(owners.slice(0, 10));
    expect((await gql(b.app, CONTACT, { ...client, variables: { e: 'me@example.com' } })).body.errors![0]).toMatchObject(TOO_MANY);
    // Another client's mail still goes out.
    expect((await gql(b.app, RESET, { variables: { e: owners[11] } })).body.errors).toBeUndefined();
    expect(mails().filter((m) => m.includes(`To: ${owners[11]}`))).toHaveLength(1);
  });
});
