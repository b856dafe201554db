import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../ui/icons';
import { Field, hasErrorMessage, hasFieldError, joinIds, useFieldIds } from './field';
import type { MessageProp, SelectGroup, SelectOption, SelectOptions, SelectProps, SelectValue } from './select-types';
import styles from './select.module.scss';

export type { SelectGroup, SelectOption, SelectOptions, SelectProps, SelectValue } from './select-types';

// react-select (and its emotion runtime) is fetched only when a dropdown actually renders in the
// browser, so pages that merely import this wrapper keep it out of their first-load bundle.
const SelectImpl = lazy(() => import('./select-impl'));

const subscribeNothing = () => () => {};

function isGroup<V extends SelectValue>(item: SelectOption<V> | SelectGroup<V>): item is SelectGroup<V> {
  return 'options' in item;
}

function flattenOptions<V extends SelectValue>(options: SelectOptions<V>): SelectOption<V>[] {
  return options.flatMap((item) => (isGroup(item) ? [...item.options] : [item]));
}

function toMessage(message: MessageProp | undefined, fallback: string) {
  if (typeof message === 'function') return message;
  return () => message ?? fallback;
}

/** Same-size stand-in shown on the server and while react-select loads. */
function SelectPlaceholder({ text, invalid, disabled }: { text: ReactNode; invalid: boolean; disabled: boolean }) {
  return (
    <div
      className={styles.placeholderBox}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      aria-hidden="true"
    >
      <span className={styles.placeholderText}>{text}</span>
      <IconChevronDown size={20} className={styles.placeholderChevron} />
    </div>
  );
}

/** Single-select dropdown with search and groups (spec §2, §9). */
export function Select<V extends SelectValue = string>({
  options,
  value,
  onChange,
  onBlur,
  label,
  hideLabel,
  'aria-label': ariaLabel,
  placeholder,
  hint,
  error,
  isSearchable = true,
  isDisabled = false,
  isClearable = false,
  isLoading = false,
  required = false,
  id,
  name,
  autoFocus = false,
  noOptionsMessage,
  loadingMessage,
  menuPortal = false,
  className,
}: SelectProps<V>) {
  const { t } = useTranslation('controls');
  const ids = useFieldIds(id);
  const isClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const invalid = hasFieldError(error);
  const showHint = hint !== undefined && hint !== null && hint !== false;
  const selected =
    value === undefined || value === null
      ? null
      : (flattenOptions(options).find((option) => option.value === value) ?? null);
  const shownPlaceholder = placeholder ?? t('select.placeholder');

  const standIn = (
    <SelectPlaceholder text={selected ? selected.label : shownPlaceholder} invalid={invalid} disabled={isDisabled} />
  );

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      {isClient ? (
        <Suspense fallback={standIn}>
          <SelectImpl
            inputId={ids.inputId}
            instanceId={ids.inputId}
            options={options as SelectOptions<SelectValue>}
            selected={selected as SelectOption<SelectValue> | null}
            onChange={(option) => onChange?.(option ? (option.value as V) : null, option as SelectOption<V> | null)}
            onBlur={onBlur}
            ariaLabel={ariaLabel}
            placeholder={shownPlaceholder}
            invalid={invalid}
            errorId={hasErrorMessage(error) ? ids.errorId : undefined}
            describedBy={joinIds(hasErrorMessage(error) && ids.errorId, showHint && ids.hintId)}
            isSearchable={isSearchable}
            isDisabled={isDisabled}
            isClearable={isClearable}
            isLoading={isLoading}
            required={required}
            name={name}
            autoFocus={autoFocus}
            noOptionsMessage={toMessage(noOptionsMessage, t('select.noOptions'))}
            loadingMessage={toMessage(loadingMessage, t('select.loading'))}
            menuPortal={menuPortal}
          />
        </Suspense>
      ) : (
        standIn
      )}
    </Field>
  );
}
