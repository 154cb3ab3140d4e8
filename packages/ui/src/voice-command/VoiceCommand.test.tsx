import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { createFakeRecognizer } from './test/createFakeRecognizer';
import { useVoiceCommand, type UseVoiceCommandOptions } from './useVoiceCommand';
import { VoiceCommandButton } from './VoiceCommandButton';
import { demoCommands, VoiceCommandDemo } from './VoiceCommandDemo';

const storageKey = 'atrium.test.voiceCommand';

function Probe(props: Partial<UseVoiceCommandOptions<string>>) {
  const voice = useVoiceCommand({ commands: demoCommands, onCommand: () => undefined, ...props });
  return (
    <main>
      <VoiceCommandButton voice={voice} />
      <p>Status: {voice.status}</p>
    </main>
  );
}

describe('Voice command', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.removeItem(storageKey);
  });

  it('starts a continuous en-US recogniser with five alternatives and runs what it hears', async () => {
    const kit = createFakeRecognizer();
    const onCommand = vi.fn();
    const onNoMatch = vi.fn();
    await renderWithTheme(<Probe recognizer={kit.Recognizer} onCommand={onCommand} onNoMatch={onNoMatch} />);
    const microphone = page.getByRole('button', { name: 'Voice command' });
    await expect.element(microphone).toHaveAttribute('aria-pressed', 'false');
    await microphone.click();
    await expect.element(microphone).toHaveAttribute('aria-pressed', 'true');
    const recognizer = kit.current();
    expect([recognizer.lang, recognizer.continuous, recognizer.maxAlternatives]).toEqual(['en-US', true, 5]);
    recognizer.say('Show the Calendar.');
    expect(onCommand).toHaveBeenCalledWith(
      expect.objectContaining({ params: { page: 'the calendar' }, transcript: 'show the calendar' }),
    );
    recognizer.say('Open sesame');
    expect(onNoMatch).toHaveBeenCalledWith('open sesame');
    await microphone.click();
    expect(recognizer.isAborted).toBe(true);
    await expectNoAxeViolations();
  });

  it('restarts after the browser ends a session, at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const kit = createFakeRecognizer();
    await renderWithTheme(<Probe recognizer={kit.Recognizer} />);
    await page.getByRole('button', { name: 'Voice command' }).click();
    const recognizer = kit.current();
    expect(recognizer.starts).toBe(1);
    recognizer.end();
    vi.advanceTimersByTime(990);
    expect(recognizer.starts).toBe(1);
    vi.advanceTimersByTime(10);
    expect(recognizer.starts).toBe(2);
  });

  it('a refusal within 200 ms is "blocked", later "denied"; neither restarts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const kit = createFakeRecognizer();
    const onError = vi.fn();
    await renderWithTheme(<Probe recognizer={kit.Recognizer} onError={onError} />);
    const microphone = page.getByRole('button', { name: 'Voice command' });
    await microphone.click();
    kit.current().fail('not-allowed');
    await expect.element(page.getByText('Status: blocked')).toBeVisible();
    expect(onError).toHaveBeenCalledWith('not-allowed');
    kit.current().end();
    vi.advanceTimersByTime(2000);
    expect(kit.current().starts).toBe(1);

    await microphone.click();
    vi.advanceTimersByTime(500);
    kit.current().fail('service-not-allowed');
    await expect.element(page.getByText('Status: denied')).toBeVisible();
    await expect.element(microphone).toHaveAttribute('aria-pressed', 'false');
  });

  it('a network error is reported but keeps listening', async () => {
    const kit = createFakeRecognizer();
    const onError = vi.fn();
    await renderWithTheme(<Probe recognizer={kit.Recognizer} onError={onError} />);
    await page.getByRole('button', { name: 'Voice command' }).click();
    kit.current().fail('network');
    kit.current().fail('no-speech');
    expect(onError).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('Status: listening')).toBeVisible();
  });

  it('remembers on and off as "true" and "false" and resumes after a reload', async () => {
    const kit = createFakeRecognizer();
    const first = await renderWithTheme(<Probe recognizer={kit.Recognizer} storageKey={storageKey} />);
    await page.getByRole('button', { name: 'Voice command' }).click();
    expect(localStorage.getItem(storageKey)).toBe('true');
    await first.unmount();
    await renderWithTheme(<Probe recognizer={kit.Recognizer} storageKey={storageKey} />);
    const microphone = page.getByRole('button', { name: 'Voice command' });
    await expect.element(microphone).toHaveAttribute('aria-pressed', 'true');
    await microphone.click();
    expect(localStorage.getItem(storageKey)).toBe('false');
  });

  it('is hidden where speech recognition is unsupported', async () => {
    await renderWithTheme(<Probe recognizer={null} />);
    await expect.element(page.getByText('Status: off')).toBeVisible();
    expect(page.getByRole('button', { name: 'Voice command' }).query()).toBeNull();
  });

  it('the help list opens by voice and closes with "Got it" from the keyboard', async () => {
    const kit = createFakeRecognizer();
    await renderWithTheme(<VoiceCommandDemo kit={kit} />);
    await page.getByRole('button', { name: 'Voice command' }).click();
    kit.current().say('help');
    const help = page.getByRole('dialog', { name: 'Voice commands' });
    await expect.element(help.getByRole('cell', { name: 'Returns to the previous page' })).toBeVisible();
    await expectNoAxeViolations();
    await expect.element(help.getByRole('button', { name: 'Got it' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(help).not.toBeInTheDocument();
  });
});
