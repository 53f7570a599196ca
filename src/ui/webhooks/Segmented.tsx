/** A group of real radio buttons styled as a segmented switch, named by its legend. */
export function Segmented<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  hideLegend = false,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
  hideLegend?: boolean;
}) {
  return (
    <fieldset className="wh-fieldset">
      <legend className={hideLegend ? 'visually-hidden' : 'field__label'}>{legend}</legend>
      <div className="wh-segmented">
        {options.map(([option, label]) => (
          <label key={option} className="wh-segmented__option">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
