import { useEffect, useRef, useState } from 'react';

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/** The browser's French voice, France's first; null when it has none. */
const frenchVoice = (synth: SpeechSynthesis | null): SpeechSynthesisVoice | null => {
  const voices = synth?.getVoices() ?? [];
  return (
    voices.find((v) => v.lang === 'fr-FR') ?? voices.find((v) => /^fr\b/i.test(v.lang)) ?? null
  );
};

/**
 * Reading aloud with the browser's French voice, as the official test does, at the learner's
 * speed (`rate`, 1 is normal). `available` is false when the browser cannot read or has no
 * French voice: the page then says so instead of showing a button that does nothing. Voices
 * often load after the page, so the list is read again when it changes. Speech stops when the
 * component using it goes away (the question changed or the learner left).
 */
export function useSpeech(rate = 1) {
  const [synth] = useState(synthesis);
  const [voice, setVoice] = useState(() => frenchVoice(synth));
  const [speaking, setSpeaking] = useState(false);
  // Cancelling fires the old utterance's end event late: only the current one may end the reading.
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => {
    if (!synth) return;
    const update = () => setVoice(frenchVoice(synth));
    synth.addEventListener('voiceschanged', update);
    return () => {
      synth.removeEventListener('voiceschanged', update);
      synth.cancel();
    };
  }, [synth]);

  const speak = (text: string) => {
    if (!synth || !voice) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'fr-FR';
    utterance.voice = voice;
    utterance.rate = rate;
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

  return { available: synth !== null && voice !== null, speaking, speak, stop };
}
