import { useId, type CSSProperties, type ReactNode } from 'react';

export interface Option<V extends string | number> {
  value: V;
  label: ReactNode;
  /** Read after the label (e.g. "for the day", "not available"). */
  hint?: ReactNode;
  disabled?: boolean;
  /** A colour swatch shown before the label (bottle and cap colours). */
  swatch?: string;
  /** Style of the label text (a font shows itself in its own face). */
  labelStyle?: CSSProperties;
}

export interface OptionGroupProps<V extends string | number> {
  legend: ReactNode;
  options: readonly Option<V>[];
  value: V | null;
  onChange(value: V): void;
  className?: string;
}

/**
 * One choice out of a few, as native radio buttons in a fieldset: Tab enters the group at the
 * chosen option, the arrow keys move the choice (also right-to-left), and a screen reader names
 * the group by its legend — no custom key handling to get wrong. Each option is drawn as a tile
 * with the house's mark (or its colour swatch); the radio lies invisibly over the tile.
 */
export function OptionGroup<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  className,
}: OptionGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={['perfume-builder__group', className].filter(Boolean).join(' ')}>
      <legend className="perfume-builder__legend">{legend}</legend>
      <div className="perfume-builder__options">
        {options.map((option) => {
          const id = `${name}-${String(option.value)}`;
          return (
            <label className="perfume-builder__option" key={String(option.value)} htmlFor={id}>
              <input
                id={id}
                type="radio"
                name={name}
                value={String(option.value)}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
              />
              {option.swatch ? (
                <span
                  className="perfume-builder__swatch"
                  aria-hidden="true"
                  style={{ background: option.swatch }}
                />
              ) : (
                <span className="perfume-builder__mark" aria-hidden="true" />
              )}
              <span className="perfume-builder__option-label" style={option.labelStyle}>
                {option.label}
              </span>
              {option.hint ? <span className="perfume-builder__option-hint">{option.hint}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
