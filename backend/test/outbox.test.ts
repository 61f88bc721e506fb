import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sendMail } from '../mail/outbox';

/** A mail's headers come partly from shoppers (a contact name in the subject): no vertical break may start a header. */
test('every vertical break in a header value becomes a space, so no header can be forged', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  try {
    const file = sendMail(dir, { to: 'a@example.com', subject: 'Hi\u2028Bcc: x@example.com\vX-A: 1\fX-B: 2\u0085X-C: 3', text: 'body' });
    const [head] = fs.readFileSync(file, 'utf8').split('\r\n\r\n');
    const subject = head.split('\r\n').find((line) => line.startsWith('Subject: '));
    expect(subject).toBe('Subject: Hi Bcc: x@example.com X-A: 1 X-B: 2 X-C: 3');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
