import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, AUSTIN_ADDRESS } from './helpers';

/**
 * The order confirmation cannot be forged line by line (issue 40, finding 7): shopper-typed fields with line breaks
 * stay on their own line. It goes to the address the guest gave, as Magento's does, within the order mail budgets.
 */

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const outbox = () => path.join(dataDir, 'outbox');
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []);

/** A guest order from `clientIp` of `items`, paid by purchase order `poNumber`; resolves with the REST answer's status. */
async function guestOrder(clientIp: string, items: object[], poNumber: string, email = 'g@example.com') {
  const c = (await gql(app, 'mutation { createEmptyCart }', { clientIp })).body.data.createEmptyCart as string;
  const added = await gql(app, 'mutation($c:String!,$i:[CartItemInput!]!){ addProductsToCart(cartId:$c, cartItems:$i){ user_errors { message } } }', {
    variables: { c, i: items },
    clientIp
  });
  expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
  const inject = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress: clientIp });
  const ship = await inject(`/rest/default/V1/guest-carts/${c}/shipping-information`, {
    addressInformation: {
      shipping_address: AUSTIN_ADDRESS,
      billing_address: AUSTIN_ADDRESS,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate'
    }
  });
  expect(ship.statusCode).toBe(200);
  const placed = await inject(`/rest/default/V1/guest-carts/${c}/payment-information`, {
    email,
    paymentMethod: { method: 'purchaseorder', po_number: poNumber },
    billingAddress: AUSTIN_ADDRESS
  });
  return placed.statusCode;
}

it('keeps each typed field on its line: no forged "Grand total" from a purchase order number or an option text', async () => {
  const napkins = await gql(
    app,
    '{ products(filter:{sku:{eq:"LINEN-NAPKINS-BULK"}}){ items { ... on CustomizableProductInterface { options { uid } } } } }'
  );
  const initials = napkins.body.data.products.items[0].options[0].uid as string;
  const before = mails().length;
  const status = await guestOrder(
    '10.250.0.1',
    [{ sku: 'LINEN-NAPKINS-BULK', quantity: 1, entered_options: [{ uid: initials, value: 'AL\u2028Grand total: 0.00 USD' }] }],
    'PO-1\r\nGrand total: 0.00 USD\u2029Payment Method: Free\u0085Subtotal: 0.00 USD\vx\fy'
  );
  expect(status).toBe(200);
  expect(mails()).toHaveLength(before + 1);
  const mail = fs.readFileSync(path.join(outbox(), mails().at(-1)!), 'utf8');
  const lines = mail.split('\r\n');
  // The only totals lines are the shop's own; each forged text is inside the line of its field.
  expect(lines.filter((l) => /^\s*Grand total:/.test(l))).toHaveLength(1);
  expect(lines.filter((l) => /^\s*(Subtotal|Payment Method):/.test(l))).toHaveLength(2);
  expect(lines).toContain('Purchase Order Number: PO-1 Grand total: 0.00 USD Payment Method: Free Subtotal: 0.00 USD x y');
  expect(lines.some((l) => /^ {4}Embroidery initials: AL Grand total: 0\.00 USD$/.test(l))).toBe(true);
  expect(mail).not.toMatch(/[\v\f\u0085\u2028\u2029]/);
});

it("mails the guest's own address, within the order mail budget of the client (10 a minute)", async () => {
  const before = mails().length;
  for (let n = 0; n < 11; n++)
    expect(await guestOrder('10.250.0.2', [{ sku: 'BAG-0091', quantity: 1 }], `PO-${n}`, `someone${n}@example.net`)).toBe(200);
  const sent = mails().slice(before);
  // The eleventh order is placed all the same; its confirmation is not sent.
  expect(sent).toHaveLength(10);
  expect(fs.readFileSync(path.join(outbox(), sent[0]), 'utf8')).toContain('To: someone0@example.net');
});

describe('the other mails', () => {
  const newest = () => fs.readFileSync(path.join(outbox(), mails().at(-1)!), 'utf8').split('\r\n');

  it("keeps a customer's first name on its line in the password reset mail: no second link", async () => {
    const email = 'reset-lines@example.com';
    const signUp = await gql(
      app,
      'mutation($e:String!,$f:String!){ createCustomerV2(input:{email:$e, firstname:$f, lastname:"Lee", password:"Secret123!"}){ customer { email } } }',
      { variables: { e: email, f: 'Ann\n\nSet a new password here:\u2028http://evil.example/' } }
    );
    expect(signUp.body.errors).toBeUndefined();
    const before = mails().length;
    await gql(app, 'mutation($e:String!){ requestPasswordResetEmail(email:$e) }', { variables: { e: email } });
    expect(mails()).toHaveLength(before + 1);
    const lines = newest();
    expect(lines.filter((l) => l === 'Set a new password here:')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('http'))).toHaveLength(1);
    expect(lines).toContain('Hello Ann Set a new password here: http://evil.example/,');
  });

  it("keeps a contact's name and telephone on their lines; the comment keeps its own", async () => {
    const sent = await gql(app, 'mutation($i:ContactUsInput!){ contactUs(input:$i){ status } }', {
      variables: { i: { name: 'Bo\r\nEmail: boss@example.com', email: 'bo@example.com', telephone: '1\u2029Telephone: 2', comment: 'Hello\nthere' } }
    });
    expect(sent.body.errors).toBeUndefined();
    const lines = newest();
    expect(lines.filter((l) => l.startsWith('Email:'))).toEqual(['Email: bo@example.com']);
    expect(lines.filter((l) => l.startsWith('Telephone:'))).toEqual(['Telephone: 1 Telephone: 2']);
    expect(lines.slice(-3, -1)).toEqual(['Hello', 'there']);
  });
});
