/** Row type of the contact-messages migration (2026-11-22T1200). */
export interface ContactMessagesTable {
  id: string;
  user_id: string;
  /** The school the message was mailed to, at the time it was sent. */
  structure_id: string;
  /** The brand whose key sent it (its name, packages/domain/src/brands.ts). */
  brand: string;
  /** One of CONTACT_SUBJECTS (packages/domain/src/contracts/contact.contract.ts). */
  subject: string;
  message: string;
  /** « 06 12 34 56 78 », or null when the learner left it out. */
  phone: string | null;
  ip: string | null;
  created_at: number;
  /** When a staff member first opened it (issue #19 inbox); null: unread. */
  read_at: number | null;
}

/** Row type of the school-inbox migration (2026-11-26T1000): a staff answer, mailed. */
export interface ContactAnswersTable {
  id: string;
  message_id: string;
  author_id: string | null;
  /** « Prénom Nom » of the staff member, kept if the account goes. */
  author_name: string;
  text: string;
  created_at: number;
}
