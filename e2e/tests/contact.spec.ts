import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageFooter } from '../support/locators';

/** The mails the embedded backend wrote into its outbox (one .eml file each). */
function outboxMails(): string[] {
  const dataDir = process.env.STOREFRONT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('STOREFRONT_E2E_DATA_DIR is not set: run the suite through e2e/playwright.config.ts.');
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'));
}

/** Records the names of the GraphQL mutations the page posts. */
function watchMutations(page: Page): string[] {
  const mutations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) mutations.push(body.operationName);
  });
  return mutations;
}

const SUCCESS = "Thanks for contacting us with your comments and questions. We'll respond to you very soon.";

test('a contact message is sent and arrives in the backend outbox', async ({ page, consoleErrors }, testInfo) => {
  const marker = `Do you ship to Lisbon? (${testInfo.project.name} ${Date.now()})`;
  await page.goto('/contact-us');
  await expect(page).toHaveURL(/\/default\/contact-us$/);
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page).toHaveTitle(/^Contact Us - /);
  await expect(page.getByText('Questions about an order? We answer within one business day.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('textbox', { name: 'Phone Number Optional' }).fill('+1 555 0100');
  await form.getByRole('textbox', { name: "What's on your mind?" }).fill(marker);
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect.poll(() => outboxMails().filter((mail) => mail.includes(marker)).length).toBe(1);
  const mail = outboxMails().find((text) => text.includes(marker)) ?? '';
  expect(mail).toContain('Reply-To: ada@example.com');
  expect(mail).toContain('Subject: Contact form: Ada Lovelace');
  expect(mail).toContain('Telephone: +1 555 0100');
  expect(consoleErrors).toEqual([]);
});

test('an empty contact form shows what is required and sends nothing', async ({ page }) => {
  const mutations = watchMutations(page);
  await page.goto('/default/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(form.getByText('Is required.')).toHaveCount(3);
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Phone Number Optional' })).toHaveAttribute('aria-invalid', 'false');

  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Is required.')).toHaveCount(2);
  expect(mutations).not.toContain('SubmitContactForm');
});

test('the footer newsletter block subscribes an address, and subscribing it again is handled gracefully', async ({ page, isMobile }, testInfo) => {
  const email = `newsletter-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const block = footer.getByRole('region', { name: 'Subscribe to our newsletter' });
  const field = block.getByRole('textbox', { name: 'Email address' });
  const button = block.getByRole('button', { name: 'Subscribe' });
  // The form's code loads as the shopper scrolls near the foot of the page, not with the first screen.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(block).toHaveCount(0);
  // Scrolled to until shown: the strips above it load meanwhile and lengthen the page.
  await pageFooter(page);

  // Stacked at 767px and below, field and button side by side above.
  const [fieldBox, buttonBox] = [await field.boundingBox(), await button.boundingBox()];
  if (isMobile) expect(buttonBox?.y).toBeGreaterThan((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0) - 1);
  else expect(buttonBox?.x).toBeGreaterThan((fieldBox?.x ?? 0) + (fieldBox?.width ?? 0) - 1);

  await button.click();
  await expect(block.getByText('Is required.')).toBeVisible();

  await field.fill(email);
  await button.click();
  await expect(page.getByText('The email address is subscribed.')).toBeVisible();
  await expect(field).toHaveValue('');

  await field.fill(email);
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByRole('alert')).toContainText('This email address is already subscribed.');
  await expect(field).toHaveValue(email);
  await expect(block.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // The page is still whole: no error view, the shell still there.
  await expect(page.getByText('Oops!')).toHaveCount(0);
  await expect(footer).toContainText('Copyright');
});

test('the contact page and the newsletter block are in French in the French store view', async ({ page }) => {
  await page.goto('/fr/contact-us');
  await expect(page).toHaveURL(/\/fr\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  await expect(page.getByText('Une question sur une commande ? Nous répondons sous un jour ouvré.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Formulaire de contact' });
  await expect(form.getByRole('textbox', { name: 'Nom' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Numéro de téléphone Facultatif' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Que souhaitez-vous nous dire ?' })).toBeVisible();
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByText('Obligatoire.')).toHaveCount(3);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const block = page.getByRole('contentinfo').getByRole('region', { name: "Abonnez-vous à notre lettre d'information" });
  await expect(block.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
  await block.getByRole('textbox', { name: 'Adresse e-mail' }).fill('pas-une-adresse');
  await block.getByRole('button', { name: "S'abonner" }).click();
  await expect(block.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
});
