import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchPageHealth, waitForApp } from './pageHealth';

declare global {
  interface Window {
    /** Set by the scripted recogniser: makes it "hear" a phrase. */
    speak?: (text: string) => void;
  }
}

// No microphone in CI: a scripted recogniser takes the place of the browser's, and `speak` feeds it phrases.
async function installScriptedRecognizer(page: Page) {
  await page.addInitScript(() => {
    class ScriptedRecognizer {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onstart: (() => void) | null = null;
      start() {
        window.speak = (text) => {
          const result = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal: true });
          this.onresult?.({ resultIndex: 0, results: [result] });
        };
      }
      stop() {
        this.onend?.();
      }
      abort() {
        window.speak = undefined;
      }
    }
    Object.assign(window, { SpeechRecognition: ScriptedRecognizer });
  });
}

const speak = (page: Page, text: string) => page.evaluate((phrase) => window.speak!(phrase), text);
const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('voice command', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('spoken commands drive the shell, with help, feedback and a clear no-match notice', async ({
    page,
  }) => {
    await installScriptedRecognizer(page);
    const health = watchPageHealth(page);
    await page.goto('./#/blank');
    await waitForApp(page);
    const microphone = page.getByRole('button', { name: 'Voice command', exact: true });
    await microphone.click();
    await expect(microphone).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => typeof window.speak)).toBe('function');

    await speak(page, 'Help');
    const help = page.getByRole('dialog', { name: 'Voice commands' });
    await expect(help.getByRole('cell', { name: 'Signs you out' })).toBeVisible();
    await expectNoAxeViolations(page);
    await speak(page, 'got it');
    await expect(help).toBeHidden();

    await speak(page, 'hide navigation');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await speak(page, 'show navigation');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await speak(page, 'open sesame');
    await expect(notices(page)).toContainText('Error: open sesame no match found!');
    await expect(notices(page)).toContainText('Please speak clearly into the microphone');

    await page.getByRole('button', { name: 'Atrium Intel' }).click();
    await page.getByRole('link', { name: 'App Layout', exact: true }).click();
    await expect(page).toHaveURL(/#\/app-layout$/);
    await speak(page, 'go back');
    await expect(page).toHaveURL(/#\/blank$/);

    await speak(page, 'stop');
    await expect(microphone).toHaveAttribute('aria-pressed', 'false');
    await expect(notices(page)).toContainText('Voice command turned off');
    health.expectHealthy();
  });

  test('is remembered across a reload, and "logout" signs out', async ({ page }) => {
    await installScriptedRecognizer(page);
    await page.goto('./#/blank');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Voice command', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Voice command', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => page.evaluate(() => typeof window.speak)).toBe('function');
    await speak(page, 'log out');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('the button is hidden where speech recognition is unsupported', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
    });
    await page.goto('./#/blank');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voice command', exact: true })).toHaveCount(0);
  });
});
