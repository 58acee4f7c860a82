import { Fragment } from 'react';

/**
 * An e-mail address that wraps after « @ » or before a dot, never inside a word (issue #41,
 * point 11: in a narrow column it broke as « lea.mar / tin@exam / ple.fr »). The break points
 * count in the column's narrowest width, so a cell may shrink to the longest part without the
 * `overflow-wrap: anywhere` that cut words anywhere.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts never move: their position is their identity.
        <Fragment key={`${index}${part}`}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
