import { useId } from 'react';

/** « Statut », the select of a list filtered by status (useStatusFilter): '' for all. */
export function StatusSelect<S extends string>({
  options,
  chosen,
  choose,
  className,
}: {
  options: readonly (readonly [S | '', string])[];
  chosen: S | '';
  choose: (value: S | '') => void;
  className?: string;
}) {
  const id = useId();
  return (
    <label className={className} htmlFor={id}>
      Statut
      <select id={id} value={chosen} onChange={(event) => choose(event.target.value as S | '')}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
