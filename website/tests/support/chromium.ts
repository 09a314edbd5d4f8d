import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium, else a browser that
 * Playwright installed. We never download one ourselves.
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', playwrightChromium()];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's package (apt-get install chromium), " +
        'or set CHROME_PATH to a Chromium or Chrome executable.',
    );
  }
  return found;
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
