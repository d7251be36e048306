import { useId, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import './filter-group.css';

export interface FilterOption {
  value: string;
  label: ReactNode;
  /** How many products the option would show; read with the option ("Woody (4)"). */
  count?: number;
  disabled?: boolean;
}

interface CommonProps {
  /** Name of the group (its fieldset legend), e.g. "Scent family" or "Size". */
  legend: ReactNode;
  hideLegend?: boolean;
  /** Form field name of the inputs. */
  name: string;
  options: readonly FilterOption[];
  /** 'list' stacks the options (filters); 'chips' sets them side by side (sizes, variants). */
  appearance?: 'list' | 'chips';
  className?: string;
}

export interface CheckboxFilterGroupProps extends CommonProps {
  type: 'checkbox';
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export interface RadioFilterGroupProps extends CommonProps {
  type: 'radio';
  value: string;
  onChange: (value: string) => void;
}

export type FilterGroupProps = CheckboxFilterGroupProps | RadioFilterGroupProps;

/**
 * A set of checkboxes (any number) or radio buttons (exactly one) in a fieldset, so the group is
 * announced by its legend. Native inputs: arrow keys move between radios, Space toggles a
 * checkbox. Chips mirror on right-to-left pages by themselves (flex + logical properties).
 */
export function FilterGroup(props: FilterGroupProps) {
  const { legend, hideLegend = false, name, options, appearance = 'list', className } = props;
  const base = `filter-${useId()}`;
  const checked = (value: string) =>
    props.type === 'checkbox' ? props.value.includes(value) : props.value === value;
  function toggle(value: string, on: boolean) {
    if (props.type === 'radio') {
      if (on) props.onChange(value);
      return;
    }
    // Keep the options' order, whatever order they were ticked in (stable URLs).
    const next = new Set(props.value);
    if (on) next.add(value);
    else next.delete(value);
    props.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  }
  return (
    <fieldset className={classNames('ui-filter-group', `ui-filter-group--${appearance}`, className)}>
      <legend className={hideLegend ? 'ui-visually-hidden' : 'ui-filter-group__legend'}>{legend}</legend>
      <ul className="ui-filter-group__options">
        {options.map((option, index) => {
          const id = `${base}-${index}`;
          return (
            <li key={option.value} className="ui-filter-group__option">
              <input
                id={id}
                className="ui-filter-group__input"
                type={props.type}
                name={name}
                value={option.value}
                checked={checked(option.value)}
                disabled={option.disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label htmlFor={id} className="ui-filter-group__label">
                {option.label}
                {option.count !== undefined ? (
                  <>
                    {' '}
                    <span className="ui-filter-group__count">({option.count})</span>
                  </>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
