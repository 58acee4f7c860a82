import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSpeech } from '../../../test/player-kit';
import { useSpeech } from './use-speech';

afterEach(() => vi.unstubAllGlobals());

describe('useSpeech', () => {
  it('is unavailable without speech synthesis', () => {
    const { result } = renderHook(() => useSpeech());
    expect(result.current.available).toBe(false);
  });

  it('waits for the voices, then reads with the French one at the chosen rate', () => {
    const voices: { lang: string; name: string }[] = [];
    const speech = fakeSpeech(voices);
    const { result } = renderHook(() => useSpeech(0.8));
    expect(result.current.available).toBe(false);

    // The browser loads its voices after the page, and says so.
    voices.push({ lang: 'en-GB', name: 'Daniel' }, { lang: 'fr-CA', name: 'Amélie' });
    const [[event, update]] = speech.addEventListener.mock.calls as [[string, () => void]];
    expect(event).toBe('voiceschanged');
    act(update);
    expect(result.current.available).toBe(true);

    act(() => result.current.speak('Question 1 sur 40.'));
    const [[utterance]] = speech.speak.mock.calls as [[SpeechSynthesisUtterance]];
    expect(utterance).toMatchObject({ text: 'Question 1 sur 40.', lang: 'fr-FR', rate: 0.8 });
    expect(utterance.voice).toMatchObject({ name: 'Amélie' });
    expect(result.current.speaking).toBe(true);
  });

  it('stays unavailable with voices in other languages only', () => {
    fakeSpeech([{ lang: 'en-US', name: 'Samantha' }]);
    const { result } = renderHook(() => useSpeech());
    expect(result.current.available).toBe(false);
  });
});
