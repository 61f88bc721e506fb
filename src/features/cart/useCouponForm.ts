import { useState, type FormEvent } from 'react';
import { deriveErrorMessageOf } from '../../graphql/deriveErrorMessage';
import { useErrorMessage } from '../../lib/useErrorText';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAppliedCoupon, selectCouponError, selectIsApplyingCoupon } from './cartSelectors';
import { applyCoupon, removeCoupon } from './cartCouponThunks';

export function useCouponForm() {
  const dispatch = useAppDispatch();
  const appliedCoupon = useAppSelector(selectAppliedCoupon);
  const isBusy = useAppSelector(selectIsApplyingCoupon);
  const errorMessage = useErrorMessage(useAppSelector(selectCouponError), deriveErrorMessageOf);
  const [code, setCode] = useState('');
  const [isMissing, setIsMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setIsMissing(true);
    setIsMissing(false);
    const result = await dispatch(applyCoupon(code));
    if (applyCoupon.fulfilled.match(result)) setCode('');
  };
  const remove = () => void dispatch(removeCoupon());

  return {
    code,
    setCode,
    appliedCoupon,
    isBusy,
    isMissing,
    errorMessage,
    submit,
    remove
  };
}
