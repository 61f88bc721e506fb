import { deriveErrorMessageOf } from '../../graphql/deriveErrorMessage';
import { useForm } from '../../lib/useForm';
import { useErrorMessage } from '../../lib/useErrorText';
import { isRequired } from '../../lib/validators';
import { keptInState, useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAppliedCoupon, selectCouponError, selectIsApplyingCoupon } from './cartSelectors';
import { applyCoupon, removeCoupon } from './cartCouponThunks';

const VALIDATORS = { code: isRequired };

export function useCouponForm() {
  const dispatch = useAppDispatch();
  const appliedCoupon = useAppSelector(selectAppliedCoupon);
  const isBusy = useAppSelector(selectIsApplyingCoupon);
  const errorMessage = useErrorMessage(useAppSelector(selectCouponError), deriveErrorMessageOf);
  const { fieldProps, handleSubmit } = useForm({
    initialValues: { code: '' },
    validators: VALIDATORS,
    onSubmit: async ({ code }, { reset }) => {
      try {
        await dispatch(applyCoupon(code));
      } catch {
        // The slice keeps the error, which the form shows; the code stays for the shopper to correct.
        return;
      }
      reset();
    }
  });
  const remove = () => void dispatch(removeCoupon()).catch(keptInState);

  return {
    codeProps: fieldProps('code'),
    appliedCoupon,
    isBusy,
    errorMessage,
    handleSubmit,
    remove
  };
}
