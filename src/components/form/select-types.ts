/** The types of <Select> and of its lazily loaded implementation, shared without an import cycle. */
import type { ReactNode } from 'react';

export type SelectValue = string | number;

export interface SelectOption<V extends SelectValue = string> {
  value: V;
  label: string;
  isDisabled?: boolean;
}

export interface SelectGroup<V extends SelectValue = string> {
  label: string;
  options: readonly SelectOption<V>[];
}

export type SelectOptions<V extends SelectValue = string> = readonly (SelectOption<V> | SelectGroup<V>)[];

export type MessageProp = ReactNode | ((input: { inputValue: string }) => ReactNode);

export interface SelectProps<V extends SelectValue = string> {
  options: SelectOptions<V>;
  /** The selected option's value; `null`/`undefined` shows the placeholder. */
  value?: V | null;
  onChange?: (value: V | null, option: SelectOption<V> | null) => void;
  onBlur?: () => void;
  label?: ReactNode;
  hideLabel?: boolean;
  /** Needed when there is no visible label. */
  'aria-label'?: string;
  placeholder?: string;
  hint?: ReactNode;
  /** Red border, aria-invalid and the message under the control. */
  error?: ReactNode;
  isSearchable?: boolean;
  isDisabled?: boolean;
  isClearable?: boolean;
  isLoading?: boolean;
  required?: boolean;
  /** Id of the focusable input (the label points at it). */
  id?: string;
  /** Name of a hidden input carrying the value, for native form posts. */
  name?: string;
  autoFocus?: boolean;
  noOptionsMessage?: MessageProp;
  loadingMessage?: MessageProp;
  /**
   * Render the menu in a portal on document.body, above modals, for containers that clip
   * overflow. The app's Modal does not clip, so this is rarely needed.
   */
  menuPortal?: boolean;
  className?: string;
}

/** Props the lazily loaded react-select implementation receives, already resolved. */
export interface SelectImplProps {
  inputId: string;
  instanceId: string;
  options: SelectOptions<SelectValue>;
  selected: SelectOption<SelectValue> | null;
  onChange: (option: SelectOption<SelectValue> | null) => void;
  onBlur?: () => void;
  ariaLabel?: string;
  placeholder: string;
  invalid: boolean;
  errorId?: string;
  describedBy?: string;
  isSearchable: boolean;
  isDisabled: boolean;
  isClearable: boolean;
  isLoading: boolean;
  required: boolean;
  name?: string;
  autoFocus: boolean;
  noOptionsMessage: (input: { inputValue: string }) => ReactNode;
  loadingMessage: (input: { inputValue: string }) => ReactNode;
  menuPortal: boolean;
}
