import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartButton, checkoutStep } from '../support/locators';
import { TOKEN_KEY, fillAddress, gql, placeOrderAndReadNumber } from '../support/shopper';

// Issue 30 as a shopper meets it on the sample shop (backend/seed/productTypes.ts), desktop and mobile: a bundle whose
// price follows the choices, a grouped set whose parts become lines of their own, customizable options with a
// missing required one named beside its field, a downloadable alone through a checkout without shipping, a tier
// price, and the French store view; then a signed-in customer's orders (own block at the end).

const page_ = (urlKey: string, store = 'default') => `/${store}/${urlKey}.html`;
const TEA_SET = { url: page_('tea-time-set-1301'), name: 'Tea Time Set' };
const KITCHEN = { url: page_('kitchen-starter-set-1303'), name: 'Kitchen Starter Set' };
const GIFT_WRAP = { url: page_('gift-wrapping-service-1305'), name: 'Gift Wrapping Service' };
const KNITTING = { url: page_('knitting-patterns-1307'), name: 'Knitting Patterns' };
const MUG = { url: page_('personalised-engraved-mug-1309'), name: 'Personalised Engraved Mug' };

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.,-]/g, '').replace(',', '.'));
const uniqueEmail = () => `types-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The "Price as configured" amount of the product page. */
async function configuredPrice(page: Page): Promise<number> {
  const text = await page.getByText(/^Price as configured:/).innerText();
  return money(text.replace('Price as configured:', ''));
}

async function openProduct(page: Page, product: { url: string; name: string }): Promise<void> {
  await page.goto(product.url);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

async function addToCart(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${name} to your cart.` })).toBeVisible();
}

/** The cart page's lines (a line per product, with its choices as terms and definitions). */
async function cartLines(page: Page): Promise<Locator> {
  await page.goto('/default/cart');
  return page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
}

/** A cart line by its product's name (its quantity box is named after it). */
function cartLine(lines: Locator, page: Page, name: string): Locator {
  return lines.filter({ has: page.getByRole('spinbutton', { name: `Quantity of ${name}` }) });
}

test('a guest buys a bundle: its price follows the choices, and the selections are in the cart, the checkout review and the receipt', async ({
  page,
  isMobile,
  consoleErrors
}) => {
  await openProduct(page, TEA_SET);
  const teapots = page.getByRole('group', { name: /^Teapot/ });
  const start = await configuredPrice(page);

  // A dearer teapot: the price follows by exactly its price.
  await expect(teapots.getByRole('radio', { name: 'Remy Organic Cotton Teapot' })).toBeChecked();
  await teapots.getByRole('radio', { name: 'Juno Organic Cotton Teapot +$8.00' }).check();
  await expect.poll(() => configuredPrice(page)).toBeCloseTo(start + 8, 2);
  // One extra more: the price follows again.
  const extras = page.getByRole('group', { name: /^Extras/ });
  await extras.getByRole('checkbox', { name: /\+\$9\.00$/ }).check();
  await expect.poll(() => configuredPrice(page)).toBeCloseTo(start + 17, 2);

  await addToCart(page, TEA_SET.name);
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
  const line = cartLine(await cartLines(page), page, TEA_SET.name);
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('term')).toContainText(['Teapot', 'Mugs', 'Extras']);
  await expect(line.getByRole('definition').first()).toHaveText('Juno Organic Cotton Teapot');
  await expect(line).toContainText(`$${(start + 17).toFixed(2)}`);
  if (!isMobile) {
    // The mini cart (large screens) lists the same selections.
    await cartButton(page, isMobile).click();
    const miniCart = page.getByRole('dialog', { name: /cart/i });
    await expect(miniCart.getByText('Juno Organic Cotton Teapot')).toBeVisible();
    await page.keyboard.press('Escape');
  }

  await page.goto('/default/checkout');
  const contact = checkoutStep(page, 'Contact Information');
  await contact.getByLabel('Email').fill(uniqueEmail());
  await contact.getByRole('button', { name: 'Continue to Shipping Address' }).click();
  const shipping = checkoutStep(page, 'Shipping Address');
  await fillAddress(shipping);
  await shipping.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  const method = checkoutStep(page, 'Shipping Method');
  await method.getByRole('radio', { name: /^Flat Rate - Fixed/ }).check();
  await method.getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = checkoutStep(page, 'Payment Information');
  await payment.getByRole('radio', { name: 'Check / Money order' }).check();
  await payment.getByRole('button', { name: 'Review Order' }).click();
  const review = page.getByRole('list', { name: 'Items in your order' });
  await expect(review.getByText(TEA_SET.name)).toBeVisible();
  await expect(review.getByText('Juno Organic Cotton Teapot')).toBeVisible();

  await placeOrderAndReadNumber(page);
  await expect(page.getByText(/Juno Organic Cotton Teapot/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping to' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a guest adds a grouped set with a quantity per part, and each part becomes its own cart line', async ({ page, consoleErrors }) => {
  await openProduct(page, KITCHEN);
  const table = page.getByRole('main').getByRole('table');
  const quantities = table.getByRole('spinbutton');
  await expect(quantities).toHaveCount(3);
  const names = await quantities.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.innerText ?? ''));
  const partNames = names.map((name) => name.trim());
  expect(partNames.every(Boolean)).toBe(true);

  // No part at all: the shopper is told, nothing is added.
  for (const quantity of await quantities.all()) await quantity.fill('0');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Please specify the quantity of product(s).')).toBeVisible();

  // Three of the first part, one of the third, none of the second.
  await quantities.nth(0).fill('3');
  await quantities.nth(2).fill('1');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /You added/ })).toBeVisible();

  const lines = await cartLines(page);
  await expect(cartLine(lines, page, partNames[0]).getByRole('spinbutton')).toHaveValue('3');
  await expect(cartLine(lines, page, partNames[2]).getByRole('spinbutton')).toHaveValue('1');
  await expect(cartLine(lines, page, partNames[1])).toHaveCount(0);
  await expect(lines.filter({ hasText: KITCHEN.name })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (4 items)' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a required option left empty is named beside its field with focus on it; filled, every option reaches the cart', async ({
  page,
  isMobile,
  consoleErrors
}) => {
  await openProduct(page, MUG);
  const engraving = page.getByRole('textbox', { name: /^Engraving/ });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(engraving).toHaveAccessibleDescription('Please enter Engraving.');
  await expect(engraving).toHaveAttribute('aria-invalid', 'true');
  await expect(engraving).toBeFocused();
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');

  // Field (with its characters left), drop-down and multiple select.
  await engraving.fill('For Ann');
  await expect(page.getByText('Maximum 20 characters (13 left)')).toBeVisible();
  await page.getByRole('combobox', { name: /^Font/ }).selectOption({ label: 'Script +$2.00' });
  await page.getByRole('listbox', { name: /^Gift extras/ }).selectOption([{ label: 'Gift box +$3.00' }, { label: 'Greeting card +$1.50' }]);
  // $24 + engraving $5 + Script $2 + box $3 + card $1.50
  await expect.poll(() => configuredPrice(page)).toBeCloseTo(35.5, 2);
  await addToCart(page, MUG.name);

  const line = cartLine(await cartLines(page), page, MUG.name);
  await expect(line.getByRole('term')).toContainText(['Engraving', 'Font', 'Gift extras']);
  await expect(line.getByRole('definition')).toContainText(['For Ann', 'Script', 'Gift box, Greeting card']);
  await expect(line).toContainText('$35.50');

  // Radio and date options (a virtual product): the date is taken as chosen.
  await openProduct(page, GIFT_WRAP);
  await page.getByRole('radio', { name: 'Gold foil +$2.00' }).check();
  await page.getByLabel(/^Deliver on/).fill('2027-02-14');
  await addToCart(page, GIFT_WRAP.name);
  const wrap = cartLine(await cartLines(page), page, GIFT_WRAP.name);
  await expect(wrap.getByRole('term')).toContainText(['Paper', 'Deliver on']);
  await expect(wrap.getByRole('definition')).toContainText(['Gold foil', /2027|14/]);
  expect(consoleErrors).toEqual([]);
});

test('a guest buys downloadable links alone: no shipping steps, a billing address, and the receipt lists the links', async ({
  page,
  consoleErrors
}) => {
  await openProduct(page, KNITTING);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Please specify product link(s).')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Beanie pattern +$4.00' }).check();
  await page.getByRole('checkbox', { name: 'Throw pattern +$8.00' }).check();
  await expect.poll(() => configuredPrice(page)).toBeCloseTo(12, 2);
  await addToCart(page, KNITTING.name);

  await page.goto('/default/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(checkoutStep(page, 'Shipping Address')).toHaveCount(0);
  await expect(checkoutStep(page, 'Shipping Method')).toHaveCount(0);
  const contact = checkoutStep(page, 'Contact Information');
  await contact.getByLabel('Email').fill(uniqueEmail());
  await contact.getByRole('button', { name: 'Continue to Payment' }).click();

  const payment = checkoutStep(page, 'Payment Information');
  await payment.getByRole('radio', { name: 'Check / Money order' }).check();
  await expect(payment.getByRole('checkbox', { name: 'Billing address same as shipping address' })).toHaveCount(0);
  await fillAddress(payment);
  await payment.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByRole('list', { name: 'Items in your order' }).getByText(KNITTING.name)).toBeVisible();
  await expect(checkoutStep(page, 'Shipping Address')).toHaveCount(0);

  await placeOrderAndReadNumber(page);
  await expect(page.getByText(/Beanie pattern, Throw pattern/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping to' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a tier offer is shown and the cart line is priced at the tier price', async ({ page, consoleErrors }) => {
  await openProduct(page, MUG);
  await expect(page.getByText('Buy 3 for $21.00 each and save 13%')).toBeVisible();
  await expect(page.getByText('Buy 6 for $19.00 each and save 21%')).toBeVisible();
  await page.getByRole('textbox', { name: /^Engraving/ }).fill('Tiers');
  await page.getByRole('main').getByRole('spinbutton', { name: 'Quantity', exact: true }).fill('3');
  // $21 a piece at three, plus the engraving's $5 on each.
  await expect.poll(() => configuredPrice(page)).toBeCloseTo(26, 2);
  await addToCart(page, MUG.name);
  const line = cartLine(await cartLines(page), page, MUG.name);
  await expect(line.getByRole('spinbutton')).toHaveValue('3');
  await expect(line).toContainText('$78.00');
  expect(consoleErrors).toEqual([]);
});

test('in the French store view the required option and the tier offers speak French', async ({ page, consoleErrors }) => {
  await page.goto(page_('personalised-engraved-mug-1309', 'fr'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tasse gravée personnalisée' })).toBeVisible();
  await expect(page.getByText(/^Achetez-en 3 à \S+ pièce et économisez 13 %$/)).toBeVisible();
  const engraving = page.getByRole('textbox', { name: /^Gravure/ });
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(engraving).toHaveAccessibleDescription('Veuillez saisir : Gravure.');
  await expect(engraving).toBeFocused();
  await engraving.fill('Pour Léa');
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tasse gravée personnalisée' })).toBeVisible();
  await page.goto('/fr/cart');
  await expect(page.getByRole('main').getByText('Pour Léa')).toBeVisible();
  await expect(page.getByRole('main').getByText('Gravure')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/** A listing's card by its product's name. */
function listedCard(page: Page, name: string): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** The backend's prices of a product, as the listing should word them ($, two decimals). */
async function listedPrices(request: APIRequestContext, urlKey: string) {
  const { products } = (await gql(
    request,
    'query($k:String!){ products(filter:{url_key:{eq:$k}}){ items { price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } } price_tiers { final_price { value } } } } }',
    { k: urlKey }
  )) as {
    products: {
      items: {
        price_range: { minimum_price: { final_price: { value: number } }; maximum_price: { final_price: { value: number } } };
        price_tiers: { final_price: { value: number } }[];
      }[];
    };
  };
  const [item] = products.items;
  const usd = (value: number) => `$${value.toFixed(2)}`;
  return {
    low: usd(item.price_range.minimum_price.final_price.value),
    high: usd(item.price_range.maximum_price.final_price.value),
    lowestTier: usd(Math.min(...item.price_tiers.map((tier) => tier.final_price.value)))
  };
}

test("category and search listings word each type's price as Magento does, and a product with a required option is chosen on its page", async ({
  page,
  request,
  consoleErrors
}) => {
  const teaSet = await listedPrices(request, 'tea-time-set-1301');
  const kitchen = await listedPrices(request, 'kitchen-starter-set-1303');
  const mug = await listedPrices(request, 'personalised-engraved-mug-1309');

  // The Kitchen category's second page holds the bundle and the grouped set.
  await page.goto('/default/home-living/kitchen.html?page=2');
  await expect(listedCard(page, TEA_SET.name).getByRole('paragraph').first()).toHaveText(`From ${teaSet.low} To ${teaSet.high}`);
  await expect(listedCard(page, TEA_SET.name).getByRole('link', { name: `Choose options for ${TEA_SET.name}` })).toBeVisible();
  await expect(listedCard(page, KITCHEN.name).getByRole('paragraph').first()).toHaveText(`Starting at ${kitchen.low}`);

  // Search: the mug has tier prices and a required engraving.
  await page.goto('/default/search.html?query=mug');
  const mugCard = listedCard(page, MUG.name);
  await expect(mugCard.getByRole('paragraph').first()).toHaveText(`${mug.low} As low as ${mug.lowestTier}`);
  await expect(mugCard.getByRole('button', { name: `Add ${MUG.name} to cart` })).toHaveCount(0);
  await mugCard.getByRole('link', { name: `Choose options for ${MUG.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${MUG.url.replace(/[.]/g, '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1, name: MUG.name })).toBeVisible();
  // A simple product without options is still added from the grid.
  await page.goto('/default/search.html?query=mug');
  await expect(listedCard(page, 'Juno Alpine Mug').getByRole('button', { name: 'Add Juno Alpine Mug to cart' })).toBeVisible();
  await expect(listedCard(page, KITCHEN.name).getByRole('paragraph').first()).toHaveText(`Starting at ${kitchen.low}`);

  // The French store view words them in French.
  await page.goto('/fr/search.html?query=coffret');
  await expect(listedCard(page, 'Coffret heure du thé').getByRole('paragraph').first()).toHaveText(/^De €\d+\.\d{2} à €\d+\.\d{2}$/);
  await page.goto('/fr/search.html?query=tasse');
  const tasse = listedCard(page, 'Tasse gravée personnalisée');
  await expect(tasse.getByRole('paragraph').first()).toHaveText(/^€\d+\.\d{2} Dès €\d+\.\d{2}$/);
  await expect(tasse.getByRole('link', { name: 'Choisir les options de Tasse gravée personnalisée' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

// A signed-in customer (a new account with a saved default address, so journeys do not share a customer's
// orders): a virtual product with options bought without any shipping step in the default store view, a bundle
// shipped in the French one, and both orders' choices found again in Order History, on a phone as on a desktop.
test.describe('a signed-in customer', () => {
  const SAVED = { street: '7 Saved Billing Lane', city: 'Calder', postcode: '49628-7978' };

  /** A new customer with a default shipping and billing address, signed in as the app remembers it. */
  async function signInNewCustomer(page: Page, request: APIRequestContext): Promise<void> {
    const email = uniqueEmail();
    await gql(
      request,
      'mutation($e:String!){ createCustomerV2(input:{email:$e, firstname:"Ada", lastname:"Byron", password:"Secret123!"}){ customer { email } } }',
      {
        e: email
      }
    );
    const { generateCustomerToken } = (await gql(request, 'mutation($e:String!){ generateCustomerToken(email:$e, password:"Secret123!"){ token } }', {
      e: email
    })) as { generateCustomerToken: { token: string } };
    const token = generateCustomerToken.token;
    await gql(
      request,
      `mutation($s:[String]!,$c:String!,$z:String!){ createCustomerAddress(input:{ firstname:"Ada", lastname:"Byron", street:$s, city:$c,
        region:{ region_code:"MI", region:"Michigan" }, postcode:$z, country_code:US, telephone:"5553338888", default_shipping:true, default_billing:true }){ uid } }`,
      { s: [SAVED.street], c: SAVED.city, z: SAVED.postcode },
      token
    );
    // The token is the origin's, whichever store view the shopper then visits.
    await page.goto('/default/');
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, JSON.stringify({ value, timeStored: Date.now(), ttl: 3600 })),
      [TOKEN_KEY, token]
    );
  }

  /** Opens an order of Order History (its "Show order" button, in the shopper's language) once the page fits the screen. */
  async function openOrder(page: Page, store: string, orderNumber: string, showOrder: string): Promise<void> {
    await page.goto(`/${store}/order-history`);
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toBeVisible();
    // Nothing is wider than the window: the page never scrolls sideways (on a phone the orders are cards).
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    await row.getByRole('button', { name: `${showOrder} ${orderNumber}` }).click();
  }

  test('buys a virtual product with options without shipping steps, billed to the saved address, and finds the options in Order History', async ({
    page,
    request,
    consoleErrors
  }) => {
    await signInNewCustomer(page, request);
    await openProduct(page, GIFT_WRAP);
    await page.getByRole('radio', { name: 'Recycled floral +$1.00' }).check();
    await page.getByRole('textbox', { name: /^Card message/ }).fill('Happy birthday, Bo');
    await addToCart(page, GIFT_WRAP.name);

    await page.goto('/default/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(checkoutStep(page, 'Contact Information')).toHaveCount(0);
    await expect(checkoutStep(page, 'Shipping Address')).toHaveCount(0);
    await expect(checkoutStep(page, 'Shipping Method')).toHaveCount(0);
    const payment = checkoutStep(page, 'Payment Information');
    // The billing form starts from the customer's default billing address.
    await expect(payment.getByLabel('Street Address', { exact: true })).toHaveValue(SAVED.street);
    await expect(payment.getByLabel('State')).toHaveValue('MI');
    await payment.getByRole('radio', { name: 'Check / Money order' }).check();
    await payment.getByRole('button', { name: 'Review Order' }).click();
    const orderNumber = await placeOrderAndReadNumber(page);
    await expect(page.getByText('We will send you a confirmation. Nothing in this order needs shipping.')).toBeVisible();

    await openOrder(page, 'default', orderNumber, 'Show order');
    await expect(page.getByText(/Paper: Recycled floral/)).toBeVisible();
    await expect(page.getByText(/Card message: Happy birthday, Bo/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Billing Address' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shipping Address' })).toHaveCount(0);
    // The orders as cards (phone) or a table (desktop), one of them open: nothing axe (WCAG 2 A/AA) objects to.
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('in the French store view buys a bundle, shipped to the saved address, and finds its selections in Order History', async ({
    page,
    request,
    consoleErrors
  }) => {
    await signInNewCustomer(page, request);
    await page.goto(page_('tea-time-set-1301', 'fr'));
    await expect(page.getByRole('heading', { level: 1, name: 'Coffret heure du thé' })).toBeVisible();
    // The default teapot, by its label (a price, if any, after it).
    const chosen = page.getByRole('group', { name: /^Théière/ }).getByRole('radio', { checked: true });
    const teapot = (await chosen.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.innerText ?? '')).replace(/\s*\+.*$/, '').trim();
    expect(teapot).not.toBe('');
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Coffret heure du thé' })).toBeVisible();

    await page.goto('/fr/checkout');
    const shipping = checkoutStep(page, 'Adresse de livraison');
    await expect(shipping.getByLabel('Adresse', { exact: true })).toHaveValue(SAVED.street);
    await shipping.getByRole('button', { name: 'Continuer vers le mode de livraison' }).click();
    const method = checkoutStep(page, 'Mode de livraison');
    await method.getByRole('radio').first().check();
    await method.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    const payment = checkoutStep(page, 'Paiement');
    await payment.getByRole('radio', { name: 'Chèque / mandat' }).check();
    await payment.getByRole('button', { name: 'Vérifier la commande' }).click();
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
    const orderNumber = /\d{9}/.exec(await page.getByText(/^Numéro de commande : \d{9}$/).innerText())![0];
    await expect(page.getByText(/vous préviendrons de l’expédition/)).toBeVisible();

    await openOrder(page, 'fr', orderNumber, 'Afficher la commande');
    const details = page.getByRole('row').filter({ has: page.getByRole('heading', { name: 'Articles' }) });
    await expect(details.getByText(`Théière: ${teapot}`)).toBeVisible();
    await expect(details.getByText(/Tasses: 2 x /)).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Adresse de livraison' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a bundle kept as a favourite is sent to its page to choose, not put in the cart as it is', async ({
    page,
    request,
    isMobile,
    consoleErrors
  }) => {
    await signInNewCustomer(page, request);
    await openProduct(page, TEA_SET);
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();

    await page.goto('/default/wishlist');
    const favourite = page.getByRole('main').getByRole('listitem').filter({ hasText: TEA_SET.name });
    await expect(favourite.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await favourite.getByRole('link', { name: `Choose options for ${TEA_SET.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEA_SET.name })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Teapot/ })).toBeVisible();
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');
    expect(consoleErrors).toEqual([]);
  });
});
