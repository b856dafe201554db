import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import styles from './choice-group.module.scss';

export interface ChoiceOption {
  value: string;
  label: string;
  /** Tests with this value in the whole catalogue; undefined while unknown. */
  count?: number;
}

interface BaseProps {
  legend: string;
  options: readonly ChoiceOption[];
}

interface SingleProps extends BaseProps {
  multiple?: false;
  /** '' is the "all" option, added first. */
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
}

interface MultipleProps extends BaseProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type ChoiceGroupProps = SingleProps | MultipleProps;

/**
 * A labelled group of pill-shaped radio buttons (one value, with "all" first) or checkboxes
 * (several values). Native inputs keep keyboard behaviour and announcements standard; an option
 * with no tests at all is disabled unless it is the current choice.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { t } = useTranslation('catalogue');
  const name = useId();
  const { legend, options } = props;
  const all: ChoiceOption[] = props.multiple ? [] : [{ value: '', label: props.allLabel }];

  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);

  const toggle = (value: string, checked: boolean) => {
    if (props.multiple) {
      const next = checked ? [...props.value, value] : props.value.filter((v) => v !== value);
      // Keep the options' order whatever the click order, so equal choices give equal URLs.
      props.onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
    } else if (checked) {
      props.onChange(value);
    }
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {[...all, ...options].map((option) => {
          const checked = isChecked(option.value);
          const disabled = option.count === 0 && !checked;
          return (
            <label
              key={option.value || 'all'}
              className={styles.option}
              data-checked={checked || undefined}
              data-disabled={disabled || undefined}
            >
              <input
                type={props.multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className={styles.input}
              />
              <span>{option.label}</span>
              {option.count !== undefined && (
                <>
                  {/* Separates the label from the count in the accessible name. */}{' '}
                  <span className={styles.count} aria-hidden="true">
                    {option.count}
                  </span>
                  <span className="visually-hidden">{t('explore.filters.countLabel', { count: option.count })}</span>
                </>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
