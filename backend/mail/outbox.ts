import fs from 'node:fs';
import path from 'node:path';

/** Writes one mail as an .eml file into the outbox (and logs it), so a local user can follow its links. */
export function sendMail(outboxDir: string, mail: { to: string; subject: string; text: string; replyTo?: string }): string {
  fs.mkdirSync(outboxDir, { recursive: true });
  const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
  const headers = [`From: Sample Shop <shop@example.com>`, `To: ${mail.to}`, ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${mail.subject}`, `Date: ${new Date().toUTCString()}`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8'];
  fs.writeFileSync(file, `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\n/g, '\r\n')}\r\n`);
  console.info(`[backend] mail to ${mail.to} written to ${file}`);
  return file;
}
