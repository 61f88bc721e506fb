import { useIntl } from 'react-intl';
import type { ConfigurableOption } from './catalogTypes';
import type { OptionSelection } from './productOptions';
import classes from './productOptions.module.css';

export interface ProductOptionsProps {
  options: ConfigurableOption[];
  selection: OptionSelection;
  onChoose: (code: string, valueUid: string) => void;
  isAvailable: (code: string, valueUid: string) => boolean;
}

const isColour = (value: string | null | undefined) => Boolean(value && /^#[0-9a-f]{3,8}$/i.test(value));

/** Colour swatches and size buttons; values that cannot be bought with the other choices are disabled. */
export default function ProductOptions({ options, selection, onChoose, isAvailable }: ProductOptionsProps) {
  const { formatMessage } = useIntl();
  return (
    <>
      {options.map((option) => {
        const chosen = option.values.find((value) => value.uid === selection[option.attribute_code]);
        return (
          <fieldset key={option.uid} className={classes.root}>
            <legend className={classes.legend}>
              {option.label ?? option.attribute_code}
              {chosen ? <span className={classes.chosen}>: {chosen.label}</span> : null}
            </legend>
            <div className={classes.values}>
              {option.values.map((value) => {
                const swatch = value.swatch_data?.value;
                const colour = option.attribute_code === 'color' && isColour(swatch);
                const available = isAvailable(option.attribute_code, value.uid);
                const selected = selection[option.attribute_code] === value.uid;
                const label = value.label ?? swatch ?? '';
                return (
                  <button
                    key={value.uid}
                    type="button"
                    className={colour ? classes.swatch : classes.tile}
                    style={colour ? { backgroundColor: swatch ?? undefined } : undefined}
                    aria-pressed={selected}
                    aria-label={
                      available ? label : formatMessage({ id: 'productOptions.unavailableValue', defaultMessage: '{label} (unavailable)' }, { label })
                    }
                    disabled={!available}
                    onClick={() => onChoose(option.attribute_code, value.uid)}
                  >
                    {colour ? null : label}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
