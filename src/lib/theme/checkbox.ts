import type { Components, Theme } from '@mui/material/styles';

interface CheckboxState {
  indeterminate?: boolean;
  inputProps?: Record<string, unknown>;
}

/**
 * Material UI 7 marks an indeterminate checkbox with `aria-checked="mixed"` on its native
 * input but leaves the input's own `indeterminate` property false, so assistive technology
 * gets two answers and axe reports it (aria-conditional-attr; fixed in Material UI 9). The
 * ref below sets the property to match. A new ref each render makes React call it again
 * whenever the checkbox re-renders, as the Data Grid's select-all box does.
 * The component's own `inputProps` are kept: a `slotProps.input` here would replace them.
 */
export function checkboxInputProps(
  state: CheckboxState,
): Record<string, unknown> & { ref: (input: HTMLInputElement | null) => void } {
  const indeterminate = state.indeterminate === true;
  return {
    ...state.inputProps,
    ref: (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = indeterminate;
    },
  };
}

export const checkboxComponents: Components<Theme> = {
  MuiCheckbox: { defaultProps: { slotProps: { input: checkboxInputProps } } },
};
