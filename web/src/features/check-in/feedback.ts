/**
 * A sound (Web Audio) and a vibration for each answer, so door staff need not look. Browsers
 * start audio only after the person has touched the page: the first tap or key unlocks it.
 */
let audio: AudioContext | undefined;

export function unlockAnswerSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
}

/** Two short high notes for "let in", one low buzz for "stop". */
export function playAnswerFeedback(tone: 'go' | 'stop'): void {
  navigator.vibrate?.(tone === 'go' ? 120 : [250, 100, 250]);
  if (!audio || audio.state !== 'running') return;
  const notes = tone === 'go' ? [880, 1320] : [196];
  const length = tone === 'go' ? 0.09 : 0.45;
  notes.forEach((frequency, index) => {
    const start = audio!.currentTime + index * (length + 0.03);
    const oscillator = audio!.createOscillator();
    const gain = audio!.createGain();
    oscillator.type = tone === 'go' ? 'sine' : 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + length);
    oscillator.connect(gain).connect(audio!.destination);
    oscillator.start(start);
    oscillator.stop(start + length);
  });
}
