import { ON_SCREEN_ALLOWANCE_SECONDS, SCENE_SECONDS } from '@prepacode/domain/preferences';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Question } from '../api/get-question';
import { sendQuestionShown } from '../api/send-question-affichee';

/**
 * Issue #40: a question is on screen once its picture has loaded (at once without one, or with
 * the chart, which says it is loading; after its scene has played, issue #42), and its clock
 * starts then, not when it was served: the
 * player tells the server, which answers with the time left (all of it, or less after a
 * reload). A picture that takes longer than the allowance starts it anyway, as the server does.
 * `timeLeft` is what the clock counts down from, and `clockReady` when it may start.
 */
export function useOnScreen(serieId: string, question: Question) {
  const [receivedAt] = useState(() => Date.now());
  const [shownAt, setShownAt] = useState<number | null>(() =>
    question.media === null || question.chart !== null ? receivedAt : null,
  );
  const [serverLeft, setServerLeft] = useState<number | null>(null);
  const markShown = () => setShownAt((old) => old ?? Date.now());

  // A scene plays first (issue #42): the server allows for the longest, so the page does too.
  const allowance = ON_SCREEN_ALLOWANCE_SECONDS + (question.scene ? SCENE_SECONDS.max : 0);
  useEffect(() => {
    if (shownAt !== null) return;
    const timer = setTimeout(markShown, allowance * 1000);
    return () => clearTimeout(timer);
  }, [shownAt, allowance]);

  const { timeLeft } = question;
  // Unanswered, the server keeps to its allowance: the count does too.
  const tell = useEffectEvent((at: number) => {
    if (timeLeft === null) return;
    const waited = Math.floor((at - receivedAt) / 1000);
    const fallback = Math.min(timeLeft, timeLeft + allowance - waited);
    sendQuestionShown(serieId, question.id).then(
      (left) => setServerLeft(left ?? fallback),
      () => setServerLeft(fallback),
    );
  });
  useEffect(() => {
    if (shownAt !== null) tell(shownAt);
  }, [shownAt]);

  return {
    onScreen: shownAt !== null,
    markShown,
    timeLeft: serverLeft ?? timeLeft,
    clockReady: timeLeft === null ? shownAt !== null : serverLeft !== null,
  };
}
