import type { Kysely } from 'kysely';

// Frozen: never import app code here (ADR 0004). Ids are made by the app; timestamps are epoch
// milliseconds (bigint); calendar dates are 'yyyy-MM-dd' text; booleans are integer 0/1.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('structures')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('structure_id', 'varchar(40)', (col) =>
      col.notNull().references('structures.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('photo_url', 'varchar(500)')
    .addColumn('structure_id', 'varchar(40)', (col) => col.references('structures.id'))
    .addColumn('group_id', 'varchar(40)', (col) => col.references('groups.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_structure').on('users').column('structure_id').execute();

  await db.schema
    .createTable('inscriptions')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('licence_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('expiration_date', 'varchar(10)')
    .addColumn('total_credits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('remaining_credits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('inscriptions_user').on('inscriptions').column('user_id').execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('label', 'varchar(100)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('link', 'varchar(500)', (col) => col.notNull())
    .addColumn('color', 'varchar(20)', (col) => col.notNull())
    .addColumn('fullscreen', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_max', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('licence_code', 'varchar(10)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('applications_user')
    .on('applications')
    .columns(['user_id', 'label'])
    .unique()
    .execute();

  await db.schema
    .createTable('kopilote_entries')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('licence_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('kopilote_user').on('kopilote_entries').column('user_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('structure_id', 'varchar(40)', (col) =>
      col.references('structures.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('messages_structure').on('messages').column('structure_id').execute();
  await db.schema.createIndex('messages_user').on('messages').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('inscription_id', 'bigint')
    .addColumn('mode', 'integer', (col) => col.notNull())
    .addColumn('pending_choice', 'integer', (col) => col.notNull())
    .addColumn('impersonator_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('cascade'),
    )
    .addColumn('theme', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('tickets')
    .addColumn('ticket_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('service', 'varchar(500)', (col) => col.notNull())
    .addColumn('theme', 'varchar(40)', (col) => col.notNull())
    .addColumn('impersonator_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(40)')
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('subject_id', 'varchar(40)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('details', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_subject')
    .on('audit_log')
    .columns(['subject_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'password_reset_tokens',
    'tickets',
    'sessions',
    'messages',
    'kopilote_entries',
    'applications',
    'inscriptions',
    'users',
    'groups',
    'structures',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
