import { useSyncExternalStore } from 'react';

/**
 * The layout service of spec §4 "Layout": an event to open or close the side navigation (it
 * carries the wanted state) and an event asking for fullscreen. The course frame (issue #8)
 * registers itself so that on iPhone and iPod, which cannot put a page in fullscreen, the
 * request opens the frame's own page instead.
 */
type Listener<T> = (value: T) => void;

const sideNavListeners = new Set<Listener<boolean>>();
const fullscreenListeners = new Set<Listener<void>>();
let courseFrameSource: () => string = () => '';

export const layoutEvents = {
  toggleSideNav(open: boolean): void {
    for (const listener of sideNavListeners) listener(open);
  },
  onSideNavToggle(listener: Listener<boolean>): () => void {
    sideNavListeners.add(listener);
    return () => sideNavListeners.delete(listener);
  },
  onFullscreenRequest(listener: Listener<void>): () => void {
    fullscreenListeners.add(listener);
    return () => fullscreenListeners.delete(listener);
  },
  /** The embedded course frame tells where its page is; '' when there is none. */
  setCourseFrameSource(source: () => string): () => void {
    courseFrameSource = source;
    return () => {
      courseFrameSource = () => '';
    };
  },
  requestFullscreen(
    userAgent = navigator.userAgent,
    go = (url: string) => window.location.assign(url),
  ): void {
    const source = courseFrameSource();
    if (/iPhone|iPod/.test(userAgent) && source) {
      go(source);
      return;
    }
    for (const listener of fullscreenListeners) listener();
  },
};

/** What the fullscreen event does in the frame: the whole document, or back out of it. */
export function toggleDocumentFullscreen(doc: Document = document): void {
  if (doc.fullscreenElement) void doc.exitFullscreen().catch(() => undefined);
  // Safari on iPhone has no requestFullscreen on elements, which the DOM types do not allow for.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  else void doc.documentElement.requestFullscreen?.().catch(() => undefined);
}

const onFullscreenChange = (notify: () => void) => {
  document.addEventListener('fullscreenchange', notify);
  return () => document.removeEventListener('fullscreenchange', notify);
};

/** Whether the page is in fullscreen now, so the button can offer to leave it (issue #18). */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(
    onFullscreenChange,
    () => Boolean(document.fullscreenElement),
    () => false,
  );
}
