import { useMemo } from 'react';
import { encode } from 'uqr';
import hidden from '../../../../components/ui/visually-hidden.module.css';
import styles from './join-code.module.css';

interface JoinCodeProps {
  /** The session's 6 characters (CLASSROOM_CODE_LENGTH). */
  code: string;
  /** Where a phone joins: resolved against the page's address when relative. */
  joinUrl: string;
}

/**
 * The QR code's dark modules as one path: a rectangle a run of dark modules in a row, a few
 * kilobytes where a square a module would be several times that.
 */
function modulesPath(modules: boolean[][]): string {
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  });
  return path;
}

/**
 * How the room joins while the session gathers (issue #43): the code in letters read from the back
 * of the room, the address to type it at and a QR code to open it. The code is shown in two groups
 * of three, easier to copy, and given to screen readers letter by letter as one code.
 */
export function JoinCode({ code, joinUrl }: JoinCodeProps) {
  const url = useMemo(() => new URL(joinUrl, window.location.href), [joinUrl]);
  const qr = useMemo(() => {
    const { data, size } = encode(url.href, { ecc: 'M', border: 2 });
    return { path: modulesPath(data), size };
  }, [url]);
  const address = url.host + (url.pathname === '/' ? '' : url.pathname);
  return (
    <div className={styles.join}>
      <div className={styles.text}>
        <p className={styles.instruction}>Rejoignez la séance sur votre téléphone{'\u202f'}:</p>
        <p className={styles.address}>{address}</p>
        <p className={styles.codeLine}>
          <span className={styles.label}>Code de la séance</span>
          <span className={hidden.srOnly}>{`\u202f: ${[...code].join(' ')}`}</span>
          <span className={styles.code} aria-hidden="true">
            <span>{code.slice(0, 3)}</span>
            <span>{code.slice(3)}</span>
          </span>
        </p>
      </div>
      <svg
        className={styles.qr}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        role="img"
        aria-label="QR code pour rejoindre la séance"
      >
        <path d={qr.path} fill="#000" />
      </svg>
    </div>
  );
}
