// Loaded on demand by ./select.tsx; import <Select> from there, never this file directly.
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ReactSelect, {
  components,
  type AriaLiveMessages,
  type ClassNamesConfig,
  type ClearIndicatorProps,
  type DropdownIndicatorProps,
  type GroupBase,
  type InputProps,
  type LoadingIndicatorProps,
  type StylesConfig,
} from 'react-select';
import { IconChevronDown, IconX } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import type { SelectImplProps, SelectOption, SelectValue } from './select-types';
import styles from './select.module.scss';

type Option = SelectOption<SelectValue>;
type Group = GroupBase<Option>;

// Spec §9: control height 4.8rem and menu max height 20rem on a 10px root; this app's root is
// 16px, so the sizes are given in px. The spec's "menu max 300px, min 140px" wins for the menu:
// it is at most 300px tall and opens upwards when less than 140px is free below the control.
const CONTROL_HEIGHT = 48;
const MAX_MENU_HEIGHT = 300;
const MIN_MENU_HEIGHT = 140;

// react-select owns the input's aria-describedby; the error and hint ids are added through
// context so the custom component can stay a stable module-level component.
const DescribedByContext = createContext<string | undefined>(undefined);

function Input(props: InputProps<Option, false, Group>) {
  const extra = useContext(DescribedByContext);
  const own = props['aria-describedby'];
  const describedBy = [own, extra].filter(Boolean).join(' ') || undefined;
  return <components.Input {...props} aria-describedby={describedBy} />;
}

function DropdownIndicator(props: DropdownIndicatorProps<Option, false, Group>) {
  return (
    <components.DropdownIndicator {...props}>
      <IconChevronDown size={20} />
    </components.DropdownIndicator>
  );
}

function ClearIndicator(props: ClearIndicatorProps<Option, false, Group>) {
  return (
    <components.ClearIndicator {...props}>
      <IconX size={18} />
    </components.ClearIndicator>
  );
}

function LoadingIndicator(_props: LoadingIndicatorProps<Option, false, Group>) {
  return <Spinner decorative size="small" className={styles.loadingIndicator} />;
}

// react-select hides the input of a disabled select, which drops the combobox (and its label)
// from the accessibility tree; keep it perceivable; it remains disabled.
const STYLES: StylesConfig<Option, false, Group> = {
  input: (base) => ({ ...base, visibility: 'visible' }),
};

const COMPONENTS = {
  Input,
  DropdownIndicator,
  ClearIndicator,
  LoadingIndicator,
  IndicatorSeparator: null,
};

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export default function SelectImpl({
  inputId,
  instanceId,
  options,
  selected,
  onChange,
  onBlur,
  ariaLabel,
  placeholder,
  invalid,
  errorId,
  describedBy,
  isSearchable,
  isDisabled,
  isClearable,
  isLoading,
  required,
  name,
  autoFocus,
  noOptionsMessage,
  loadingMessage,
  menuPortal,
}: SelectImplProps) {
  const { t } = useTranslation('controls');

  const classNames = useMemo<ClassNamesConfig<Option, false, Group>>(
    () => ({
      container: () => styles.container ?? '',
      control: (state) =>
        cx(
          styles.control,
          state.isFocused && styles.controlFocused,
          state.menuIsOpen && styles.controlOpen,
          state.isDisabled && styles.controlDisabled,
          invalid && styles.controlInvalid,
        ),
      valueContainer: () => styles.valueContainer ?? '',
      placeholder: () => styles.placeholder ?? '',
      singleValue: () => styles.singleValue ?? '',
      input: () => styles.input ?? '',
      indicatorsContainer: () => styles.indicators ?? '',
      dropdownIndicator: (state) =>
        cx(styles.indicator, styles.dropdownIndicator, state.selectProps.menuIsOpen && styles.indicatorOpen),
      clearIndicator: () => cx(styles.indicator, styles.clearIndicator),
      menu: () => styles.menu ?? '',
      menuPortal: () => styles.menuPortal ?? '',
      menuList: () => styles.menuList ?? '',
      group: () => styles.group ?? '',
      groupHeading: () => styles.groupHeading ?? '',
      option: (state) =>
        cx(
          styles.option,
          state.isFocused && styles.optionFocused,
          state.isSelected && styles.optionSelected,
          state.isDisabled && styles.optionDisabled,
        ),
      noOptionsMessage: () => styles.notice ?? '',
      loadingMessage: () => styles.notice ?? '',
    }),
    [invalid],
  );

  // react-select's screen-reader announcements are English; these follow the site language.
  const ariaLiveMessages = useMemo<AriaLiveMessages<Option, false, Group>>(
    () => ({
      guidance: ({ context, isInitialFocus }) => {
        if (context === 'menu') return t('select.aria.guidanceMenu');
        if (context === 'input' && isInitialFocus) return t('select.aria.guidanceInput');
        return '';
      },
      onChange: ({ action, label, isDisabled: optionDisabled }) => {
        if (action === 'clear') return t('select.aria.cleared');
        if (action === 'select-option' || action === 'initial-input-focus') {
          return optionDisabled ? t('select.aria.disabledOption', { label }) : t('select.aria.selected', { label });
        }
        return '';
      },
      // Only Apple devices need this: elsewhere aria-activedescendant announces the option.
      onFocus: ({
        context,
        focused,
        options: focusable,
        label,
        isDisabled: optionDisabled,
        isSelected,
        isAppleDevice,
      }) => {
        if (context !== 'menu' || !isAppleDevice) return '';
        const flat = focusable as readonly Option[];
        const values = { label, index: flat.indexOf(focused) + 1, total: flat.length };
        if (optionDisabled) return t('select.aria.focusedDisabled', values);
        if (isSelected) return t('select.aria.focusedSelected', values);
        return t('select.aria.focused', values);
      },
      onFilter: ({ inputValue, resultsMessage }) =>
        inputValue ? t('select.aria.filter', { results: resultsMessage, query: inputValue }) : resultsMessage,
    }),
    [t],
  );

  return (
    <DescribedByContext.Provider value={describedBy}>
      <ReactSelect<Option, false, Group>
        unstyled
        inputId={inputId}
        instanceId={instanceId}
        name={name}
        options={options}
        value={selected}
        onChange={(option) => onChange(option ?? null)}
        onBlur={onBlur}
        placeholder={placeholder}
        isSearchable={isSearchable}
        isDisabled={isDisabled}
        isClearable={isClearable}
        isLoading={isLoading}
        required={required}
        autoFocus={autoFocus}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-errormessage={errorId}
        noOptionsMessage={noOptionsMessage}
        loadingMessage={loadingMessage}
        screenReaderStatus={({ count }) => t('select.resultsAvailable', { count })}
        ariaLiveMessages={ariaLiveMessages}
        components={COMPONENTS}
        classNames={classNames}
        styles={STYLES}
        theme={(theme) => ({ ...theme, spacing: { ...theme.spacing, controlHeight: CONTROL_HEIGHT } })}
        maxMenuHeight={MAX_MENU_HEIGHT}
        minMenuHeight={MIN_MENU_HEIGHT}
        menuPlacement="auto"
        menuPortalTarget={menuPortal ? document.body : undefined}
        menuPosition={menuPortal ? 'fixed' : 'absolute'}
      />
    </DescribedByContext.Provider>
  );
}
