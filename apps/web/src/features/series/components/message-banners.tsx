import { Info, TriangleAlert } from 'lucide-react';
import styles from './message-banners.module.css';

export interface Banner {
  id: string;
  type: 'info' | 'warning';
  content: string;
}

/** The school's or the operator's messages, already limited to their date window. */
export function MessageBanners({ messages }: { messages: Banner[] }) {
  if (messages.length === 0) return null;
  return (
    <div className={styles.banners}>
      {messages.map((message) => {
        const warning = message.type === 'warning';
        const Icon = warning ? TriangleAlert : Info;
        return (
          <p key={message.id} role="note" className={warning ? styles.warning : styles.info}>
            <Icon aria-hidden="true" size={20} className={styles.icon} />
            <span>
              {warning && <span className={styles.prefix}>Important : </span>}
              {message.content}
            </span>
          </p>
        );
      })}
    </div>
  );
}
