import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ChoiceField, ChoiceProblem } from './choiceModel';

/** What a choice's problem says beside it, naming the choice. */
export function useProblemText() {
  const { formatMessage } = useIntl();
  return useCallback(
    (problem: ChoiceProblem, field?: ChoiceField) => {
      const label = field?.label ?? '';
      switch (problem) {
        case 'required':
          return formatMessage({ id: 'productChoices.problem.required', defaultMessage: 'Please choose {label}.' }, { label });
        case 'requiredEntry':
          return formatMessage({ id: 'productChoices.problem.requiredEntry', defaultMessage: 'Please enter {label}.' }, { label });
        case 'tooLong':
          return formatMessage(
            { id: 'productChoices.problem.tooLong', defaultMessage: '{label} takes at most {max} characters.' },
            { label, max: field?.maxCharacters ?? 0 }
          );
        case 'quantity':
          return formatMessage(
            { id: 'productChoices.problem.quantity', defaultMessage: 'Please enter a quantity of 1 or more for {label}.' },
            { label }
          );
        case 'links':
          return formatMessage({ id: 'productChoices.problem.links', defaultMessage: 'Please specify product link(s).' });
        case 'grouped':
          return formatMessage({ id: 'productChoices.problem.grouped', defaultMessage: 'Please specify the quantity of product(s).' });
      }
    },
    [formatMessage]
  );
}
