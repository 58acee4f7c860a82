// Shared by the API tests and the browser tests (e2e/support/outbox.ts): no test runner here.

/** An RFC 2047 encoded word of a header (`=?UTF-8?Q?…?=` or `B`), as the text it stands for. */
const decodeWord = (encoding: string, text: string) =>
  encoding.toUpperCase() === 'B'
    ? Buffer.from(text, 'base64').toString('utf8')
    : Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');

/**
 * A raw message as a test reads it: headers' encoded words decoded (a subject with a narrow
 * no-break space is one), quoted-printable undone (soft line breaks, then runs of =XX bytes
 * decoded as UTF-8) so that texts and links read as they were written.
 */
export const readableMail = (raw: string) =>
  raw
    // Adjacent encoded words join without the folding white space between them.
    .replace(
      /=\?UTF-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?UTF-8\?))?/gi,
      (_, encoding: string, text: string) => decodeWord(encoding, text),
    )
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );
