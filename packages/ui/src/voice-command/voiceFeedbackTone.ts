/** Which feedback a tone gives: the voice turning on or off, a command understood, or not understood. */
export type VoiceTone = 'on' | 'off' | 'understood' | 'notUnderstood';

// Frequencies in Hz, played one after another: rising for on/understood, falling for off/not understood.
const melodies: Record<VoiceTone, number[]> = {
  on: [523, 784],
  off: [784, 523],
  understood: [880],
  notUnderstood: [330, 262],
};
const noteSeconds = 0.09;

let context: AudioContext | undefined;

/**
 * Plays a short synthesised tone. The template played sound files from a `sound/` folder; a tone made with
 * the Web Audio API gives the same cue without shipping audio files. Silently does nothing without audio.
 */
export function playVoiceTone(tone: VoiceTone): void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    const startAt = context.currentTime;
    melodies[tone].forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.frequency.value = frequency;
      const noteStart = startAt + index * noteSeconds;
      gain.gain.setValueAtTime(0.08, noteStart);
      gain.gain.exponentialRampToValueAtTime(0.001, noteStart + noteSeconds);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(noteStart);
      oscillator.stop(noteStart + noteSeconds);
    });
  } catch {
    // Audio is a nicety: a browser that refuses it still runs every command.
  }
}
