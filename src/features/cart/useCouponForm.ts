import { useState, type FormEvent } from 'react';
import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAppliedCoupon, selectCouponError, selectIsApplyingCoupon } from './cartSelectors';
import { applyCoupon, removeCoupon } from './cartThunks';

export function useCouponForm() {
  const dispatch = useAppDispatch();
  const appliedCoupon = useAppSelector(selectAppliedCoupon);
  const isBusy = useAppSelector(selectIsApplyingCoupon);
  const error = useAppSelector(selectCouponError) as Error | null;
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
    errorMessage: error ? deriveErrorMessage([error]) : '',
    submit,
    remove
  };
}
