import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the tests drive: $CHROME_PATH, else Debian's Chromium, else a browser that
 * Playwright installed. We never download one ourselves.
 *
 * Of Debian's package we take the binary, not the /usr/bin/chromium launcher: the launcher adds
 * desktop flags (GPU rasterization, which a machine without a GPU emulates in a GPU process;
 * extensions loaded from /usr/share/chromium/extensions) that no reader's browser in these tests
 * needs, and that put one more process between a page and its frames (a test that waits for a
 * frame once waited 28 s for one).
 */
export function chromiumExecutable(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium',
    playwrightChromium(),
  ];
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
