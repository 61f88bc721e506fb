import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (test tools cannot download browsers here); CHROME_PATH overrides it. */
export function chromiumExecutable(): string {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: install it with \`apt-get update && apt-get install -y chromium\` or set CHROME_PATH.`);
  }
  return executablePath;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumExecutable(),
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  };
}
