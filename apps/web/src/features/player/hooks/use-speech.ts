import { useEffect, useRef, useState } from 'react';

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/**
 * Reading aloud with the browser's French voice, as the official test does. Speech stops when
 * the component using it goes away (the question changed or the learner left).
 */
export function useSpeech() {
  const [synth] = useState(synthesis);
  const [speaking, setSpeaking] = useState(false);
  // Cancelling fires the old utterance's end event late: only the current one may end the reading.
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => () => synth?.cancel(), [synth]);

  const speak = (text: string) => {
    if (!synth) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'fr-FR';
    const voices = synth.getVoices();
    const voice =
      voices.find((v) => v.lang === 'fr-FR') ?? voices.find((v) => v.lang.startsWith('fr'));
    if (voice) utterance.voice = voice;
    utterance.onend = utterance.onerror = () => {
      if (current.current === utterance) setSpeaking(false);
    };
    current.current = utterance;
    setSpeaking(true);
    synth.speak(utterance);
  };

  const stop = () => {
    current.current = null;
    synth?.cancel();
    setSpeaking(false);
  };

  return { supported: synth !== null, speaking, speak, stop };
}
