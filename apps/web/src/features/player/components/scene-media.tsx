import { Play, RotateCcw } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import button from '../../../components/ui/button.module.css';
import hidden from '../../../components/ui/visually-hidden.module.css';
import type { Scene } from '../api/get-question';
import { useFitToScreen } from './fit-to-screen';
import media from './question-media.module.css';
import styles from './scene-media.module.css';

let probe: HTMLVideoElement | undefined;

/** The encoding this browser plays: VP9 in WebM where it can (smaller), else H.264 in MP4. */
export function sceneSource(scene: Scene): string {
  probe ??= document.createElement('video');
  return probe.canPlayType('video/webm; codecs="vp9"') === '' ? scene.mp4 : scene.webm;
}

/**
 * A question's moving scene (issue #42): it plays once, inline (a phone does not take it full
 * screen), without controls, as in the real test, then its last frame stays on screen while the
 * learner answers; `onEnded` starts the question (and its clock). `replay`: in training only,
 * « Revoir la scène ». A browser that will not start a video by itself gets « Lire la scène »;
 * a video that cannot be read leaves its last frame, the poster, and the question goes on.
 * The description of what happens is read by screen readers (and by « Lire la question »).
 */
export function SceneMedia({
  scene,
  description,
  still,
  replay,
  fit,
  onEnded,
}: {
  scene: Scene;
  description: string;
  /** The last frame, shown if the video cannot be read. */
  still: string;
  replay: boolean;
  fit: boolean;
  onEnded: () => void;
}) {
  const id = useId();
  const figure = useFitToScreen<HTMLElement>(fit);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'playing' | 'blocked' | 'ended' | 'failed'>('playing');
  // Once, on its own, as in the test; a browser that refuses (no gesture yet) gets a button.
  const start = () => {
    const element = video.current;
    if (element) Promise.resolve(element.play()).catch(() => setState('blocked'));
  };
  const play = () => {
    setState('playing');
    start();
  };
  const startOnce = useEffectEvent(start);
  useEffect(() => startOnce(), []);
  const end = () => {
    setState('ended');
    onEnded();
  };
  return (
    <figure
      ref={figure}
      className={`${media.media} ${styles.scene}`}
      aria-labelledby={`${id}-titre`}
    >
      <span id={`${id}-titre`} className={hidden.srOnly}>
        {`Scène animée\u202f: ${description}`}
      </span>
      {state === 'failed' ? (
        <img src={still} alt="" />
      ) : (
        <video
          ref={video}
          src={sceneSource(scene)}
          poster={scene.poster}
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          onEnded={end}
          onError={() => {
            setState('failed');
            onEnded();
          }}
        />
      )}
      {state === 'blocked' && (
        <button type="button" className={`${button.primary} ${styles.action}`} onClick={play}>
          <Play aria-hidden="true" size={18} />
          Lire la scène
        </button>
      )}
      {state === 'ended' && replay && (
        <button type="button" className={`${button.secondary} ${styles.action}`} onClick={play}>
          <RotateCcw aria-hidden="true" size={18} />
          Revoir la scène
        </button>
      )}
    </figure>
  );
}
