import { deriveErrorMessageOf } from '../../graphql/deriveErrorMessage';
import { useForm } from '../../lib/useForm';
import { useErrorMessage } from '../../lib/useErrorText';
import { isRequired } from '../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
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
      const result = await dispatch(applyCoupon(code));
      if (applyCoupon.fulfilled.match(result)) reset();
    }
  });
  const remove = () => void dispatch(removeCoupon());

  return {
    codeProps: fieldProps('code'),
    appliedCoupon,
    isBusy,
    errorMessage,
    handleSubmit,
    remove
  };
}
