import { Bell, Info, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Message } from '../../features/profile/api/get-utilisateur';
import styles from './notifications.module.css';

/**
 * The bell of spec §2: its badge counts the current info and warning messages that have
 * content; it opens their list in a native popover (light dismiss, Escape; ADR 0011).
 */
export function Notifications({
  messages,
  onOpen,
}: {
  messages: Message[];
  /** Asks for the profile again: a message posted since the sign-in shows in the open list. */
  onOpen: () => void;
}) {
  const popup = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = popup.current;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') onOpen();
    };
    element?.addEventListener('toggle', onToggle);
    return () => element?.removeEventListener('toggle', onToggle);
  }, [onOpen]);
  const shown = messages.filter((message) => message.content.trim() !== '');
  const count = shown.length;
  const label =
    count === 0
      ? 'Notifications : aucun message'
      : `Notifications : ${count} message${count > 1 ? 's' : ''}`;
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        popoverTarget="notifications"
        aria-label={label}
      >
        <Bell aria-hidden="true" size={22} />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <section
        ref={popup}
        id="notifications"
        popover="auto"
        className={styles.popup}
        aria-labelledby="notifications-titre"
      >
        <h2 id="notifications-titre" className={styles.title}>
          Notifications
        </h2>
        {count === 0 ? (
          <p className={styles.empty}>Aucun message pour le moment.</p>
        ) : (
          <ul className={styles.list}>
            {shown.map((message) => (
              <li key={message.id} className={styles[message.type]}>
                {message.type === 'warning' ? (
                  <TriangleAlert aria-hidden="true" size={20} />
                ) : (
                  <Info aria-hidden="true" size={20} />
                )}
                <span>
                  <span className={styles.kind}>
                    {message.type === 'warning' ? 'Important : ' : 'Information : '}
                  </span>
                  {message.content}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
