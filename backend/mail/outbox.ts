import fs from 'node:fs';
import path from 'node:path';
import { oneLine } from './oneLine';

/** The outbox keeps this many mails; older ones are deleted, so it cannot fill the disk (the rate cap is the shop's). */
export const MAX_OUTBOX_MAILS = 500;

/** Writes one mail as an .eml file into the outbox (and logs it), so a local user can follow its links. */
export function sendMail(outboxDir: string, mail: { to: string; subject: string; text: string; replyTo?: string }): string {
  fs.mkdirSync(outboxDir, { recursive: true });
  const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
  // Header values come from shoppers (a contact name in the subject): a line break would forge more headers.
  const headers = [
    `From: Sample Shop <shop@example.com>`,
    `To: ${oneLine(mail.to)}`,
    ...(mail.replyTo ? [`Reply-To: ${oneLine(mail.replyTo)}`] : []),
    `Subject: ${oneLine(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8'
  ];
  fs.writeFileSync(file, `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\n/g, '\r\n')}\r\n`);
  console.info(`[backend] mail to ${mail.to} written to ${file}`);
  pruneOutbox(outboxDir);
  return file;
}

/** Deletes the oldest mails beyond MAX_OUTBOX_MAILS (names start with their ISO time, so they sort by age). */
function pruneOutbox(outboxDir: string): void {
  const mails = fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  for (const name of mails.slice(0, Math.max(0, mails.length - MAX_OUTBOX_MAILS))) fs.rmSync(path.join(outboxDir, name), { force: true });
}
